import { useState } from "react";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { NamedEmailInput } from "../lib/ui/Field.tsx";
import { FootnoteLink, FormSubmit } from "./FormParts.tsx";
import { fieldText, useFormSubmit } from "./useFormSubmit.ts";

/**
 * /forgot-password: an e-mail address, and the server mails that account a
 * link to /reset-password. It answers the same whether or not an account uses the
 * address (nobody learns who has one), so the page says "if an account uses it".
 */
export function ForgotPasswordForm() {
  const t = useT();
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, submitProps, onSubmit } = useFormSubmit({
    send: (data) => call(client.auth["forgot-password"].$post, { json: { email: fieldText(data, "email") } }, { redirectOnUnauthorized: false }),
    fallback: t("public.account.forgot.failed"),
    onSuccess(_reply, form) {
      setSentTo(fieldText(new FormData(form), "email"));
      form.reset();
    },
  });

  return (
    <div className="auth__notice">
      <div role="status">{sentTo && <p className="auth__notice--done">{t("public.account.forgot.sent", { email: sentTo })}</p>}</div>
      <form className="form" onSubmit={onSubmit} aria-busy={busy}>
        <NamedEmailInput id="forgot-email" />
        <FormSubmit busy={busy} submitProps={submitProps} label={t("public.account.forgot.submit")} busyLabel={t("public.account.forgot.busy")} wide />
        <FootnoteLink href={localizePath(locale, "/login")}>{t("public.account.forgot.back")}</FootnoteLink>
      </form>
    </div>
  );
}
