import type { Testimonial } from "../../../src/contracts/catalog.ts";
import { Avatar } from "../ui.tsx";
import { client } from "../../lib/api.ts";
import { ImageCatalogEditor, ImageField } from "./shared.tsx";

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
  return (
    <ImageCatalogEditor<Testimonial>
      collection={client.admin.testimonials}
      noun="testimonial"
      empty="No testimonials yet: the home page carousel is empty."
      listClassName="admin-quotes"
      itemClassName="admin-panel admin-quote"
      fields={(t) => <TestimonialFields testimonial={t} />}
      nameOf={(t) => `testimonial of ${t.name}`}
      view={(t) => (
        <>
          <div className="admin-quote__who">
            <Avatar src={t.image} name={t.name} size={48} />
            <div>
              <strong>{t.name}</strong>
              <span className="muted">{t.degination}</span>
            </div>
            <span className="admin-stars" role="img" aria-label={`${t.rating} out of 5 stars`}>
              {"★".repeat(t.rating)}
              <span className="admin-stars__off">{"★".repeat(5 - t.rating)}</span>
            </span>
          </div>
          <p className="admin-quote__text">{t.description}</p>
        </>
      )}
    />
  );
}
