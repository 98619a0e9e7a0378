import { useSetAtom } from "jotai";
import { useState } from "react";
import type { SessionUser } from "../../src/platform/contract/roles.ts";
import { landingAfterSignIn } from "../../src/platform/contract/redirect-target.ts";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { CODE_OR_RECOVERY_BOX } from "../lib/account/code-boxes.ts";
import { call, client } from "../lib/api.ts";
import { NamedEmailInput, NamedInput } from "../lib/ui/Field.tsx";
import { loggedInAtom } from "../lib/state.ts";
import { askedForPage, useWithNext } from "./next-page.ts";
import { FootnoteLink, FormSubmit } from "./FormParts.tsx";
import { fieldText, redirectSoon, useFormSubmit } from "./useFormSubmit.ts";

/**
 * SPEC §2 /login: email and password, and the way to /forgot-password. The page's language goes along: it becomes
 * the user's. On success the user is stored (and the other slices reset, SPEC §4) and, after 100 ms, the browser
 * goes to the page asked for (`?next=`) or the role's dashboard, rendered by the server from the new session cookie.
 */
export function LoginForm() {
  const t = useT();
  const locale = useLocale();
  const setLoggedIn = useSetAtom(loggedInAtom);
  const signupHref = useWithNext(localizePath(locale, "/signup"));
  // An account with two-factor sign-in: the right password asks for the code next (the server holds the sign-in 5 minutes).
  const [askCode, setAskCode] = useState(false);
  const signedIn = (user: SessionUser) => {
    setLoggedIn(user);
    redirectSoon(landingAfterSignIn(askedForPage(), user.role));
  };
  const { busy, submitProps, onSubmit } = useFormSubmit({
    send: (data) =>
      call(
        client.auth.login.$post,
        { json: { email: fieldText(data, "email"), password: fieldText(data, "password"), locale } },
        { redirectOnUnauthorized: false },
      ),
    fallback: t("public.login.failed"),
    onSuccess(reply) {
      if ("twoFactorRequired" in reply.response) setAskCode(true);
      else signedIn(reply.response);
    },
  });

  if (askCode) return <SecondFactorForm onSignedIn={signedIn} onRestart={() => setAskCode(false)} />;

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={busy}>
      <NamedEmailInput id="login-email" />
      <NamedInput
        id="login-password"
        label={t("common.form.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        placeholder={t("public.login.passwordPlaceholder")}
      >
        <a className="field__aside" href={localizePath(locale, "/forgot-password")}>
          {t("public.login.forgot")}
        </a>
      </NamedInput>
      <FormSubmit busy={busy} submitProps={submitProps} label={t("public.login.submit")} busyLabel={t("public.login.busy")} wide />
      <FootnoteLink lead={t("public.login.newHere")} href={signupHref}>
        {t("public.login.signupLink")}
      </FootnoteLink>
    </form>
  );
}

/** The sign-in's second step: the code of the authenticator app, or a recovery code. */
function SecondFactorForm({ onSignedIn, onRestart }: { onSignedIn(user: SessionUser): void; onRestart(): void }) {
  const t = useT();
  const { busy, submitProps, onSubmit } = useFormSubmit({
    send: (data) => call(client.auth["2fa"].verify.$post, { json: { code: fieldText(data, "code") } }, { redirectOnUnauthorized: false }),
    fallback: t("public.login.failed"),
    onSuccess: (reply) => onSignedIn(reply.response),
  });
  return (
    <form className="form" onSubmit={onSubmit} aria-busy={busy}>
      <p>{t("public.login.twoFactor.intro")}</p>
      <NamedInput
        id="login-code"
        label={t("public.login.twoFactor.code")}
        hint={t("public.login.twoFactor.hint")}
        {...CODE_OR_RECOVERY_BOX}
        // The page's one field, shown because the user just asked to sign in: it takes the focus.
        autoFocus
      />
      <FormSubmit busy={busy} submitProps={submitProps} label={t("public.login.twoFactor.submit")} busyLabel={t("public.login.busy")} wide />
      <p className="form__footnote">
        <button type="button" className="btn btn--ghost btn--sm" onClick={onRestart}>
          {t("public.login.twoFactor.restart")}
        </button>
      </p>
    </form>
  );
}
