import { useSetAtom } from "jotai";
import type { RegisterInput } from "../../src/features/accounts/auth.contract.ts";
import { PASSWORD_MIN_LENGTH } from "../../src/features/accounts/password-length.contract.ts";
import { landingAfterSignIn } from "../../src/platform/contract/redirect-target.ts";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { TermsConsentBox } from "../lib/ui/TermsConsentBox.tsx";
import { NamedEmailInput, NamedInput } from "../lib/ui/Field.tsx";
import { loggedInAtom } from "../lib/state.ts";
import { askedForPage, useWithNext } from "./next-page.ts";
import { FootnoteLink, FormSubmit } from "./FormParts.tsx";
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
          // The box is required by the form; unticked it says so to the server too (a refusal, not an omission).
          acceptTerms: data.get("acceptTerms") === "on",
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
      <NamedInput id="signup-name" label={t("public.signup.name")} name="name" autoComplete="name" required placeholder={t("public.signup.namePlaceholder")} />
      <NamedEmailInput id="signup-email" />
      <div className="field">
        <label htmlFor="signup-role">{t("public.signup.role")}</label>
        <select id="signup-role" name="role" required defaultValue="">
          <option value="">{t("public.signup.rolePlaceholder")}</option>
          <option value="artist">{t("public.signup.role.artist")}</option>
          <option value="client">{t("public.signup.role.client")}</option>
        </select>
        <p className="field__hint">{t("public.signup.roleHint")}</p>
      </div>
      <NamedInput
        id="signup-password"
        label={t("common.form.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        placeholder={t("public.signup.passwordPlaceholder")}
      />
      <div className="field">
        <TermsConsentBox id="signup-accept-terms" name="acceptTerms" required />
      </div>
      <FormSubmit busy={busy} submitProps={submitProps} label={t("public.signup.submit")} busyLabel={t("public.signup.busy")} wide />
      <FootnoteLink lead={t("public.signup.haveAccount")} href={loginHref}>
        {t("public.signup.loginLink")}
      </FootnoteLink>
    </form>
  );
}
