import { useSetAtom } from "jotai";
import type { RegisterInput } from "../../src/features/accounts/auth.contract.ts";
import { PASSWORD_MIN_LENGTH } from "../../src/features/accounts/password-length.contract.ts";
import { landingAfterSignIn } from "../../src/platform/contract/redirect-target.ts";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { loggedInAtom } from "../lib/state.ts";
import { askedForPage, useWithNext } from "./next-page.ts";
import { fieldText, redirectSoon, useFormSubmit } from "./useFormSubmit.ts";

/**
 * SPEC §2 /signup: name, email, user type (artist or client) and password; the page's
 * language goes along and becomes the account's. The server signs the new user in: on
 * success the user is stored, the form clears and, after 100 ms, the browser goes to the
 * page asked for (`?next=`) or the role's dashboard (a studio to its profile form, an
 * artist to the application form); when the server says no, what the user typed stays.
 */
export function SignupForm() {
  const t = useT();
  const locale = useLocale();
  const setLoggedIn = useSetAtom(loggedInAtom);
  const loginHref = useWithNext(localizePath(locale, "/login"));
  const { busy, submitProps, onSubmit } = useFormSubmit({
    send: (data) =>
      call(client.auth.register.$post, {
        // The role comes from the form's two radio buttons; the server checks it like every field.
        json: {
          name: fieldText(data, "name"),
          email: fieldText(data, "email"),
          role: fieldText(data, "role") as RegisterInput["role"],
          password: fieldText(data, "password"),
          locale,
        },
      }),
    fallback: t("public.signup.failed"),
    onSuccess(reply, form) {
      form.reset();
      setLoggedIn(reply.response);
      // A dashboard's path has no language prefix: it opens in the language the reply's cookie now remembers.
      redirectSoon(landingAfterSignIn(askedForPage(), reply.response.role));
    },
  });

  return (
    <form className="form" onSubmit={onSubmit} aria-busy={busy}>
      <div className="field">
        <label htmlFor="signup-name">{t("public.signup.name")}</label>
        <input id="signup-name" name="name" autoComplete="name" required placeholder={t("public.signup.namePlaceholder")} />
      </div>
      <div className="field">
        <label htmlFor="signup-email">{t("common.form.email")}</label>
        <input id="signup-email" name="email" type="email" autoComplete="email" required placeholder={t("common.form.emailPlaceholder")} />
      </div>
      <div className="field">
        <label htmlFor="signup-role">{t("public.signup.role")}</label>
        <select id="signup-role" name="role" required defaultValue="">
          <option value="">{t("public.signup.rolePlaceholder")}</option>
          <option value="artist">{t("public.signup.role.artist")}</option>
          <option value="client">{t("public.signup.role.client")}</option>
        </select>
        <p className="field__hint">{t("public.signup.roleHint")}</p>
      </div>
      <div className="field">
        <label htmlFor="signup-password">{t("common.form.password")}</label>
        <input
          id="signup-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          placeholder={t("public.signup.passwordPlaceholder")}
        />
      </div>
      <button type="submit" className="btn btn--primary btn--lg btn--block" {...submitProps}>
        {busy ? t("public.signup.busy") : t("public.signup.submit")}
      </button>
      <p className="form__footnote">
        {t("public.signup.haveAccount")} <a href={loginHref}>{t("public.signup.loginLink")}</a>
      </p>
    </form>
  );
}
