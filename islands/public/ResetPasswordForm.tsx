import { type FormEvent, useState } from "react";
import { PASSWORD_MIN_LENGTH } from "../../src/features/accounts/password-length.contract.ts";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { fieldText, redirectSoon, useFormSubmit } from "./useFormSubmit.ts";

/** The secret of the mailed link, read from the address bar when it is sent: it is never part of the page's HTML. */
export const linkToken = () => new URLSearchParams(window.location.search).get("token") ?? "";

/**
 * /reset-password?token=…: a new password, twice. The server checks the
 * link (single use, expires) and the password's rules; on success the user logs in
 * with the new password. Without a token the page offers to ask for a new link.
 */
export function ResetPasswordForm({ hasToken }: { hasToken: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [mismatch, setMismatch] = useState(false);
  const { busy, submitProps, onSubmit } = useFormSubmit({
    send: (data) =>
      call(client.auth["reset-password"].$post, { json: { token: linkToken(), password: fieldText(data, "password") } }, { redirectOnUnauthorized: false }),
    fallback: t("public.account.reset.failed"),
    onSuccess(_reply, form) {
      form.reset();
      redirectSoon(localizePath(locale, "/login"));
    },
  });

  if (!hasToken) {
    return (
      <div className="auth__notice">
        <p className="auth__notice--failed">{t("public.account.reset.missing")}</p>
        <a className="btn btn--primary btn--block" href={localizePath(locale, "/forgot-password")}>
          {t("public.account.reset.askAgain")}
        </a>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const differ = fieldText(data, "password") !== fieldText(data, "confirm");
    setMismatch(differ);
    if (differ) event.preventDefault();
    else void onSubmit(event);
  }

  return (
    <form className="form" onSubmit={submit} aria-busy={busy}>
      <div className="field">
        <label htmlFor="reset-password">{t("public.account.reset.password")}</label>
        <input
          id="reset-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby="reset-password-hint"
        />
        <p id="reset-password-hint" className="field__hint">
          {t("public.account.reset.passwordHint")}
        </p>
      </div>
      <div className="field">
        <label htmlFor="reset-confirm">{t("public.account.reset.confirm")}</label>
        <input
          id="reset-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? "reset-confirm-error" : undefined}
        />
        {mismatch && (
          <p id="reset-confirm-error" className="field__error" role="alert">
            {t("public.account.reset.mismatch")}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary btn--lg btn--block" {...submitProps}>
        {busy ? t("public.account.reset.busy") : t("public.account.reset.submit")}
      </button>
      <p className="form__footnote">
        <a href={localizePath(locale, "/forgot-password")}>{t("public.account.reset.askAgain")}</a>
      </p>
    </form>
  );
}
