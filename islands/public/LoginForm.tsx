import { useSetAtom } from "jotai";
import { landingAfterSignIn } from "../../src/platform/contract/redirect-target.ts";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { loggedInAtom } from "../lib/state.ts";
import { askedForPage, useWithNext } from "./next-page.ts";
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
  const { busy, submitProps, onSubmit } = useFormSubmit({
    send: (data) =>
      call(
        client.auth.login.$post,
        { json: { email: fieldText(data, "email"), password: fieldText(data, "password"), locale } },
        { redirectOnUnauthorized: false },
      ),
    fallback: t("public.login.failed"),
    onSuccess(reply) {
      setLoggedIn(reply.response);
      redirectSoon(landingAfterSignIn(askedForPage(), reply.response.role));
    },
  });

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={busy}>
      <div className="field">
        <label htmlFor="login-email">{t("common.form.email")}</label>
        <input id="login-email" name="email" type="email" autoComplete="email" required placeholder={t("common.form.emailPlaceholder")} />
      </div>
      <div className="field">
        <label htmlFor="login-password">{t("common.form.password")}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          placeholder={t("public.login.passwordPlaceholder")}
        />
        <a className="field__aside" href={localizePath(locale, "/forgot-password")}>
          {t("public.login.forgot")}
        </a>
      </div>
      <button type="submit" className="btn btn--primary btn--lg btn--block" {...submitProps}>
        {busy ? t("public.login.busy") : t("public.login.submit")}
      </button>
      <p className="form__footnote">
        {t("public.login.newHere")} <a href={signupHref}>{t("public.login.signupLink")}</a>
      </p>
    </form>
  );
}
