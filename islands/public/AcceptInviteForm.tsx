import { useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { TermsConsentBox } from "../lib/ui/TermsConsentBox.tsx";
import { ChoosePasswordForm, linkToken } from "./ResetPasswordForm.tsx";
import { fieldText, redirectSoon, useFormSubmit } from "./useFormSubmit.ts";

/**
 * /accept-invite?token=…: the invited staff member chooses a password; the server checks
 * the link (single use, 7 days) and the password's rules, creates the account and signs
 * it in with the terms accepted (the box is required), and the console opens.
 */
export function AcceptInviteForm({ hasToken }: { hasToken: boolean }) {
  const t = useT();
  const form = useFormSubmit({
    send: (data) =>
      call(
        client.auth["accept-invite"].$post,
        { json: { token: linkToken(), password: fieldText(data, "password"), acceptTerms: data.get("acceptTerms") === "on" } },
        { redirectOnUnauthorized: false },
      ),
    fallback: t("public.account.invite.failed"),
    onSuccess(_reply, form) {
      form.reset();
      redirectSoon("/admin");
    },
  });
  if (!hasToken) return <p className="auth__notice auth__notice--failed">{t("public.account.invite.missing")}</p>;
  return (
    <ChoosePasswordForm
      id="invite"
      messages="public.account.invite"
      form={form}
      moreFields={<TermsConsentBox id="invite-accept-terms" name="acceptTerms" required />}
    />
  );
}
