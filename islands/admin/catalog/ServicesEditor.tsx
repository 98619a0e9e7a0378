import { useState } from "react";
import type { Service } from "../../../src/contracts/catalog.ts";
import { perform, send, useApi } from "../data.ts";
import { ConfirmAction, ListState } from "../ui.tsx";
import { ImageField, UploadForm } from "./shared.tsx";

function ServiceFields({ service }: { service?: Service }) {
  return (
    <>
      <div className="field">
        <label htmlFor={`service-name-${service?.id ?? "new"}`}>Name</label>
        <input id={`service-name-${service?.id ?? "new"}`} name="name" required maxLength={80} defaultValue={service?.name} placeholder="e.g. Masterclasses" />
      </div>
      <ImageField current={service?.serviceImage} required={!service} />
    </>
  );
}

/** The services grid of the public site: add, edit (name, picture), remove. */
export function ServicesEditor() {
  const { data, failed, reload } = useApi<Service[]>("/admin/services");
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="admin-catalog">
      <section className="admin-panel admin-catalog__add">
        <h2 className="admin-panel__title">Add a service</h2>
        <UploadForm path="/admin/services" method="POST" submitLabel="Add service" onSaved={reload}>
          <ServiceFields />
        </UploadForm>
      </section>
      <ListState data={data} failed={failed} empty="No services yet: the public Services page is empty." />
      {data && data.length > 0 && (
        <ul className="admin-tiles" aria-label="Services">
          {data.map((s) => (
            <li key={s.id} className="admin-tile">
              {editing === s.id ? (
                <UploadForm
                  path={`/admin/services/${s.id}`}
                  method="PUT"
                  submitLabel="Save"
                  onSaved={() => {
                    setEditing(null);
                    reload();
                  }}
                  onCancel={() => setEditing(null)}
                >
                  <ServiceFields service={s} />
                </UploadForm>
              ) : (
                <>
                  <img className="admin-tile__image" src={s.serviceImage} alt="" loading="lazy" />
                  <div className="admin-tile__body">
                    <strong>{s.name}</strong>
                    <div className="admin-tile__actions">
                      <button type="button" className="btn btn--sm btn--outline" onClick={() => setEditing(s.id)}>
                        Edit<span className="visually-hidden"> {s.name}</span>
                      </button>
                      <ConfirmAction
                        label="Remove"
                        question="Remove this service?"
                        confirmLabel="Yes, remove"
                        onConfirm={async () => {
                          if (await perform(send(`/admin/services/${s.id}`, "DELETE"))) reload();
                        }}
                      />
                    </div>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
