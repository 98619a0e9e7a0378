import { useT } from "../../../platform/i18n/react.tsx";
import { SignupForm } from "../../../../islands/public/SignupForm.tsx";
import { Island } from "../../../platform/pages/Island.tsx";
import { AuthPage } from "./AuthPage.tsx";

/** SPEC §2 /signup. */
export function SignupPage() {
  const t = useT();
  return (
    <AuthPage
      title={t("public.signup.title")}
      heading={t("public.signup.heading")}
      intro={t("public.signup.intro")}
      description={t("public.signup.description")}
      image={{ picture: "client", alt: t("public.hero.client.alt") }}
      quote={t("public.signup.quote")}
    >
      <Island name="signup-form" component={SignupForm} props={{}} />
    </AuthPage>
  );
}
