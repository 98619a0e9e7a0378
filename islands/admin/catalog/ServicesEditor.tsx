import type { Service } from "../../../src/contracts/catalog.ts";
import { client } from "../../lib/api.ts";
import { ImageCatalogEditor, ImageField } from "./shared.tsx";

function ServiceFields({ service }: { service?: Service }) {
  const id = `service-name-${service?.id ?? "new"}`;
  return (
    <>
      <div className="field">
        <label htmlFor={id}>Name</label>
        <input id={id} name="name" required maxLength={80} defaultValue={service?.name} placeholder="e.g. Masterclasses" />
      </div>
      <ImageField current={service?.serviceImage} required={!service} />
    </>
  );
}

/** The services grid of the public site: add, edit (name, picture), remove. */
export function ServicesEditor() {
  return (
    <ImageCatalogEditor<Service>
      collection={client.admin.services}
      noun="service"
      empty="No services yet: the public Services page is empty."
      listClassName="admin-tiles"
      itemClassName="admin-tile"
      fields={(s) => <ServiceFields service={s} />}
      nameOf={(s) => s.name}
      view={(s) => (
        <>
          <img className="admin-tile__image" src={s.serviceImage} alt="" loading="lazy" />
          <strong className="admin-tile__name">{s.name}</strong>
        </>
      )}
    />
  );
}
