import type { ContactInput } from "../../src/features/contact/contact.contract.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { NamedEmailInput, NamedInput, NamedTextArea } from "../lib/ui/Field.tsx";
import { FormSubmit } from "./FormParts.tsx";
import { fieldText, useFormSubmit } from "./useFormSubmit.ts";

/** What the browser is told of the phone box: a number to call back, filled from the contact card. */
const PHONE_BOX = { name: "phoneNumber", type: "tel", autoComplete: "tel", required: true } as const;

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
        <NamedInput id="contact-first-name" label={t("public.contact.form.firstName")} name="firstName" autoComplete="given-name" required />
        <NamedInput id="contact-last-name" label={t("public.contact.form.lastName")} name="lastName" autoComplete="family-name" required />
        <NamedEmailInput id="contact-email" />
        <NamedInput id="contact-phone" label={t("public.contact.form.phone")} placeholder={t("public.contact.form.phonePlaceholder")} {...PHONE_BOX} />
        <NamedTextArea
          id="contact-message"
          className="field--full"
          label={t("public.contact.form.message")}
          name="message"
          required
          rows={6}
          placeholder={t("public.contact.form.messagePlaceholder")}
        />
      </div>
      <div className="form__actions">
        <FormSubmit busy={busy} submitProps={submitProps} label={t("public.contact.form.send")} busyLabel={t("public.contact.form.sending")} />
      </div>
    </form>
  );
}
