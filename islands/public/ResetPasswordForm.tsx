import { type FormEvent, type ReactNode, useState } from "react";
import { PASSWORD_MIN_LENGTH } from "../../src/features/accounts/password-length.contract.ts";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { NamedInput } from "../lib/ui/Field.tsx";
import { FootnoteLink, FormSubmit } from "./FormParts.tsx";
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
  const form = useFormSubmit({
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
    <ChoosePasswordForm id="reset" messages="public.account.reset" form={form}>
      <FootnoteLink href={localizePath(locale, "/forgot-password")}>{t("public.account.reset.askAgain")}</FootnoteLink>
    </ChoosePasswordForm>
  );
}

interface ChoosePasswordFormProps {
  /** Prefix of the fields' ids. */
  id: string;
  /** The catalogue's words of this form: its fields' labels, its button's and what the button says while sending. */
  messages: "public.account.reset" | "public.account.invite";
  /** The form's submit (useFormSubmit). */
  form: Pick<ReturnType<typeof useFormSubmit>, "busy" | "submitProps" | "onSubmit">;
  /** Fields after the password's, before the button (a new account's consent to the terms). */
  moreFields?: ReactNode;
  children?: ReactNode;
}

/** A new password, twice (the two must match before anything is sent): a reset's, or a new staff account's. */
export function ChoosePasswordForm({ id, messages, form: { busy, submitProps, onSubmit }, moreFields, children }: ChoosePasswordFormProps) {
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
      <NamedInput
        id={`${id}-password`}
        label={t(`${messages}.password`)}
        hint={t("public.account.reset.passwordHint")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
      />
      <NamedInput
        id={`${id}-confirm`}
        label={t(`${messages}.confirm`)}
        error={mismatch ? t("public.account.reset.mismatch") : undefined}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
      />
      {moreFields}
      <FormSubmit busy={busy} submitProps={submitProps} label={t(`${messages}.submit`)} busyLabel={t(`${messages}.busy`)} wide />
      {children}
    </form>
  );
}
