import type { PrivacyRequestInput } from "../../src/features/privacy/privacy.contract.ts";
import { PRIVACY_REQUEST_KINDS } from "../../src/features/privacy/privacy-kinds.contract.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { NamedEmailInput, NamedInput, NamedTextArea } from "../lib/ui/Field.tsx";
import { FormSubmit } from "./FormParts.tsx";
import { fieldText, useFormSubmit } from "./useFormSubmit.ts";

/** The form on /privacy: access, correction, deletion or withdrawal of consent; it clears once the request is sent. */
export function PrivacyRequestForm() {
  const t = useT();
  const locale = useLocale();
  const { busy, submitProps, onSubmit } = useFormSubmit({
    send: (data) => {
      const body: PrivacyRequestInput = {
        kind: fieldText(data, "kind") as PrivacyRequestInput["kind"],
        name: fieldText(data, "name"),
        email: fieldText(data, "email"),
        details: fieldText(data, "details"),
        locale,
      };
      return call(client.privacy.requests.$post, { json: body });
    },
    fallback: t("public.privacyRequest.failed"),
    onSuccess: (_reply, form) => form.reset(),
  });

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={busy}>
      <fieldset className="field">
        <legend>{t("public.privacyRequest.kind")}</legend>
        {PRIVACY_REQUEST_KINDS.map((kind, i) => (
          <label key={kind} className="checkbox">
            <input type="radio" name="kind" value={kind} required defaultChecked={i === 0} /> {t(`public.privacyRequest.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className="form-grid form-grid--2">
        <NamedInput id="privacy-name" label={t("public.privacyRequest.name")} name="name" autoComplete="name" required />
        <NamedEmailInput id="privacy-email" />
        <NamedTextArea
          id="privacy-details"
          className="field--full"
          label={t("public.privacyRequest.details")}
          hint={t("public.privacyRequest.detailsHint")}
          name="details"
          required
          rows={5}
        />
      </div>
      <div className="form__actions">
        <FormSubmit busy={busy} submitProps={submitProps} label={t("public.privacyRequest.submit")} busyLabel={t("public.privacyRequest.sending")} />
      </div>
    </form>
  );
}
