import { useState } from "react";
import type { Testimonial } from "../../../src/contracts/catalog.ts";
import { perform, send, useApi } from "../data.ts";
import { Avatar, ConfirmAction, ListState } from "../ui.tsx";
import { ImageField, UploadForm } from "./shared.tsx";

function TestimonialFields({ testimonial: t }: { testimonial?: Testimonial }) {
  const id = (field: string) => `testimonial-${field}-${t?.id ?? "new"}`;
  return (
    <div className="form-grid form-grid--2">
      <div className="field">
        <label htmlFor={id("name")}>Name</label>
        <input id={id("name")} name="name" required maxLength={80} defaultValue={t?.name} />
      </div>
      <div className="field">
        <label htmlFor={id("title")}>Title</label>
        <input id={id("title")} name="degination" required maxLength={80} defaultValue={t?.degination} placeholder="e.g. Studio Owner, Toronto" />
      </div>
      <div className="field">
        <label htmlFor={id("rating")}>Rating</label>
        <select id={id("rating")} name="rating" defaultValue={String(t?.rating ?? 5)}>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {"★".repeat(n)} ({n})
            </option>
          ))}
        </select>
      </div>
      <div className="field--full">
        <ImageField current={t?.image} required={!t} label="Photo" />
      </div>
      <div className="field field--full">
        <label htmlFor={id("description")}>Testimonial</label>
        <textarea id={id("description")} name="description" required maxLength={1000} defaultValue={t?.description} rows={4} />
      </div>
    </div>
  );
}

/** The testimonials carousel of the home page: add, edit, remove. */
export function TestimonialsEditor() {
  const { data, failed, reload } = useApi<Testimonial[]>("/admin/testimonials");
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="admin-catalog">
      <section className="admin-panel admin-catalog__add">
        <h2 className="admin-panel__title">Add a testimonial</h2>
        <UploadForm path="/admin/testimonials" method="POST" submitLabel="Add testimonial" onSaved={reload}>
          <TestimonialFields />
        </UploadForm>
      </section>
      <ListState data={data} failed={failed} empty="No testimonials yet: the home page carousel is empty." />
      {data && data.length > 0 && (
        <ul className="admin-quotes" aria-label="Testimonials">
          {data.map((t) => (
            <li key={t.id} className="admin-panel admin-quote">
              {editing === t.id ? (
                <UploadForm
                  path={`/admin/testimonials/${t.id}`}
                  method="PUT"
                  submitLabel="Save"
                  onSaved={() => {
                    setEditing(null);
                    reload();
                  }}
                  onCancel={() => setEditing(null)}
                >
                  <TestimonialFields testimonial={t} />
                </UploadForm>
              ) : (
                <>
                  <div className="admin-quote__who">
                    <Avatar src={t.image} name={t.name} size={48} />
                    <div>
                      <strong>{t.name}</strong>
                      <span className="muted">{t.degination}</span>
                    </div>
                    <span className="admin-stars" aria-label={`${t.rating} out of 5 stars`}>
                      {"★".repeat(t.rating)}
                      <span className="admin-stars__off">{"★".repeat(5 - t.rating)}</span>
                    </span>
                  </div>
                  <p className="admin-quote__text">{t.description}</p>
                  <div className="admin-tile__actions">
                    <button type="button" className="btn btn--sm btn--outline" onClick={() => setEditing(t.id)}>
                      Edit<span className="visually-hidden"> testimonial of {t.name}</span>
                    </button>
                    <ConfirmAction
                      label="Remove"
                      question="Remove this testimonial?"
                      confirmLabel="Yes, remove"
                      onConfirm={async () => {
                        if (await perform(send(`/admin/testimonials/${t.id}`, "DELETE"))) reload();
                      }}
                    />
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
