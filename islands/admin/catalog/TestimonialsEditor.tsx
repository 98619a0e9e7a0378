import type { AdminTestimonial } from "../../../src/features/catalogue/catalog-admin.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { Avatar } from "../ui.tsx";
import { client } from "../../lib/api.ts";
import { RequiredMark } from "../../lib/ui/Field.tsx";
import { FrenchField, FrenchText, ImageCatalogEditor, ImageField } from "./shared.tsx";

function TestimonialFields({ testimonial: item }: { testimonial?: AdminTestimonial }) {
  const t = useT();
  const id = (field: string) => `testimonial-${field}-${item?.id ?? "new"}`;
  return (
    <div className="form-grid form-grid--2">
      <div className="field">
        <label htmlFor={id("name")}>
          {t("admin.catalog.testimonial.name")}
          <RequiredMark />
        </label>
        <input id={id("name")} name="name" required maxLength={80} defaultValue={item?.name} />
      </div>
      <div className="field">
        <label htmlFor={id("rating")}>{t("admin.catalog.testimonial.rating")}</label>
        <select id={id("rating")} name="rating" defaultValue={String(item?.rating ?? 5)}>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {"★".repeat(n)} ({n})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id("title")}>
          {t("admin.catalog.testimonial.title")}
          <RequiredMark />
        </label>
        <input
          id={id("title")}
          name="degination"
          required
          maxLength={80}
          defaultValue={item?.degination}
          placeholder={t("admin.catalog.testimonial.titlePlaceholder")}
        />
      </div>
      <FrenchField id={id("title-fr")} name="deginationFr" label={t("admin.catalog.testimonial.titleFr")} initial={item?.deginationFr} maxLength={80} />
      <div className="field--full">
        <ImageField current={item?.image} required={!item} label={t("admin.catalog.photo")} />
      </div>
      <div className="field field--full">
        <label htmlFor={id("description")}>
          {t("admin.catalog.testimonial.text")}
          <RequiredMark />
        </label>
        <textarea id={id("description")} name="description" required maxLength={1000} defaultValue={item?.description} rows={4} />
      </div>
      <FrenchField
        id={id("description-fr")}
        name="descriptionFr"
        label={t("admin.catalog.testimonial.textFr")}
        initial={item?.descriptionFr}
        maxLength={1000}
        multiline
      />
    </div>
  );
}

/** The testimonials carousel of the home page: add, edit (title and text in English and French), remove. */
export function TestimonialsEditor() {
  const t = useT();
  return (
    <ImageCatalogEditor<AdminTestimonial>
      collection={client.admin.testimonials}
      kind="testimonial"
      listClassName="admin-quotes"
      itemClassName="admin-panel admin-quote"
      fields={(item) => <TestimonialFields testimonial={item} />}
      nameOf={(item) => t("admin.catalog.testimonial.of", { name: item.name })}
      view={(item) => (
        <>
          <div className="admin-quote__who">
            <Avatar src={item.image} name={item.name} size={48} />
            <div>
              <strong>{item.name}</strong>
              <span className="muted">{item.degination}</span>
              <FrenchText as="span" className="muted" text={item.deginationFr} field={t("admin.catalog.testimonial.title")} />
            </div>
            <span className="admin-stars" role="img" aria-label={t("admin.catalog.testimonial.stars", { rating: item.rating })}>
              {"★".repeat(item.rating)}
              <span className="admin-stars__off">{"★".repeat(5 - item.rating)}</span>
            </span>
          </div>
          <p className="admin-quote__text">{item.description}</p>
          <FrenchText as="p" className="admin-quote__text muted" text={item.descriptionFr} field={t("admin.catalog.testimonial.text")} />
        </>
      )}
    />
  );
}
