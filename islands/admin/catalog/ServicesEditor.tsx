import type { AdminService } from "../../../src/features/catalogue/catalog-admin.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { RequiredMark } from "../../lib/ui/Field.tsx";
import { FrenchField, ImageCatalogEditor, ImageField, MissingFrench } from "./shared.tsx";

function ServiceFields({ service }: { service?: AdminService }) {
  const t = useT();
  const id = (field: string) => `service-${field}-${service?.id ?? "new"}`;
  return (
    <>
      <div className="field">
        <label htmlFor={id("name")}>
          {t("admin.catalog.service.name")}
          <RequiredMark />
        </label>
        <input id={id("name")} name="name" required maxLength={80} defaultValue={service?.name} placeholder={t("admin.catalog.service.placeholder")} />
      </div>
      <FrenchField id={id("name-fr")} name="nameFr" label={t("admin.catalog.service.nameFr")} initial={service?.nameFr} maxLength={80} />
      <ImageField current={service?.serviceImage} required={!service} />
    </>
  );
}

/** The services grid of the public site: add, edit (name in English and French, picture), remove. */
export function ServicesEditor() {
  const t = useT();
  return (
    <ImageCatalogEditor<AdminService>
      collection={client.admin.services}
      kind="service"
      listClassName="admin-tiles"
      itemClassName="admin-tile"
      fields={(s) => <ServiceFields service={s} />}
      nameOf={(s) => s.name}
      view={(s) => (
        <>
          <img className="admin-tile__image" src={s.serviceImage} alt="" loading="lazy" />
          <strong className="admin-tile__name">{s.name}</strong>
          {s.nameFr ? (
            <span className="muted admin-tile__name" lang="fr" style={{ paddingTop: 0 }}>
              {s.nameFr}
            </span>
          ) : (
            <MissingFrench field={t("admin.catalog.service.name")} />
          )}
        </>
      )}
    />
  );
}
