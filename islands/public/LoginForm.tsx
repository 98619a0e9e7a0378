import { useSetAtom } from "jotai";
import { localizePath } from "../../src/i18n/paths.ts";
import { useLocale, useT } from "../../src/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { loggedInAtom } from "../lib/state.ts";
import { fieldText, redirectSoon, useFormSubmit } from "./useFormSubmit.ts";

/**
 * SPEC §2 /login: email and password, and the way to /forgot-password. On success the user is stored (and the
 * other slices reset, SPEC §4) and the browser goes to / after 100 ms, where the
 * server renders the navigation bar from the new session cookie.
 */
export function LoginForm() {
  const t = useT();
  const locale = useLocale();
  const setLoggedIn = useSetAtom(loggedInAtom);
  const { busy, submitProps, onSubmit } = useFormSubmit({
    send: (data) =>
      call(client.auth.login.$post, { json: { email: fieldText(data, "email"), password: fieldText(data, "password") } }, { redirectOnUnauthorized: false }),
    fallback: t("public.login.failed"),
    onSuccess(reply) {
      setLoggedIn(reply.response);
      redirectSoon(localizePath(locale, "/"));
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
        {t("public.login.newHere")} <a href={localizePath(locale, "/signup")}>{t("public.login.signupLink")}</a>
      </p>
    </form>
  );
}
