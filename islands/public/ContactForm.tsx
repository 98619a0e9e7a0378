import type { ContactInput } from "../../src/features/contact/contact.contract.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { fieldText, useFormSubmit } from "./useFormSubmit.ts";

/** SPEC §2 /contact-us: the message form; it clears once the message is sent and keeps it otherwise. */
export function ContactForm() {
  const t = useT();
  const { busy, submitProps, onSubmit } = useFormSubmit({
    send: (data) => {
      const body: ContactInput = {
        firstName: fieldText(data, "firstName"),
        lastName: fieldText(data, "lastName"),
        email: fieldText(data, "email"),
        phoneNumber: fieldText(data, "phoneNumber"),
        message: fieldText(data, "message"),
      };
      return call(client.contact.add.$post, { json: body });
    },
    fallback: t("public.contact.form.failed"),
    onSuccess: (_reply, form) => form.reset(),
  });

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={busy}>
      <div className="form-grid form-grid--2">
        <div className="field">
          <label htmlFor="contact-first-name">{t("public.contact.form.firstName")}</label>
          <input id="contact-first-name" name="firstName" autoComplete="given-name" required />
        </div>
        <div className="field">
          <label htmlFor="contact-last-name">{t("public.contact.form.lastName")}</label>
          <input id="contact-last-name" name="lastName" autoComplete="family-name" required />
        </div>
        <div className="field">
          <label htmlFor="contact-email">{t("common.form.email")}</label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required placeholder={t("common.form.emailPlaceholder")} />
        </div>
        <div className="field">
          <label htmlFor="contact-phone">{t("public.contact.form.phone")}</label>
          <input id="contact-phone" name="phoneNumber" type="tel" autoComplete="tel" required placeholder={t("public.contact.form.phonePlaceholder")} />
        </div>
        <div className="field field--full">
          <label htmlFor="contact-message">{t("public.contact.form.message")}</label>
          <textarea id="contact-message" name="message" required rows={6} placeholder={t("public.contact.form.messagePlaceholder")} />
        </div>
      </div>
      <div className="form__actions">
        <button type="submit" className="btn btn--primary btn--lg" {...submitProps}>
          {busy ? t("public.contact.form.sending") : t("public.contact.form.send")}
        </button>
      </div>
    </form>
  );
}
