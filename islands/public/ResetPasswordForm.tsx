import { type FormEvent, type ReactNode, useState } from "react";
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

  return (
    <ChoosePasswordForm
      id="reset"
      labels={{ password: t("public.account.reset.password"), confirm: t("public.account.reset.confirm") }}
      busy={busy}
      submitLabel={busy ? t("public.account.reset.busy") : t("public.account.reset.submit")}
      submitProps={submitProps}
      onSubmit={onSubmit}
    >
      <p className="form__footnote">
        <a href={localizePath(locale, "/forgot-password")}>{t("public.account.reset.askAgain")}</a>
      </p>
    </ChoosePasswordForm>
  );
}

interface ChoosePasswordFormProps {
  /** Prefix of the fields' ids. */
  id: string;
  labels: { password: string; confirm: string };
  busy: boolean;
  submitLabel: string;
  submitProps: ReturnType<typeof useFormSubmit>["submitProps"];
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> | void;
  children?: ReactNode;
}

/** A new password, twice (the two must match before anything is sent): a reset's, or a new staff account's. */
export function ChoosePasswordForm({ id, labels, busy, submitLabel, submitProps, onSubmit, children }: ChoosePasswordFormProps) {
  const t = useT();
  const [mismatch, setMismatch] = useState(false);
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
        <label htmlFor={`${id}-password`}>{labels.password}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby={`${id}-password-hint`}
        />
        <p id={`${id}-password-hint`} className="field__hint">
          {t("public.account.reset.passwordHint")}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>{labels.confirm}</label>
        <input
          id={`${id}-confirm`}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? `${id}-confirm-error` : undefined}
        />
        {mismatch && (
          <p id={`${id}-confirm-error`} className="field__error" role="alert">
            {t("public.account.reset.mismatch")}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary btn--lg btn--block" {...submitProps}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
