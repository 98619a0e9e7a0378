import { useT } from "../../../platform/i18n/react.tsx";
import { LoginForm } from "../../../../islands/public/LoginForm.tsx";
import { Island } from "../../../platform/pages/Island.tsx";
import { AuthPage } from "./AuthPage.tsx";

/** SPEC §2 /login. */
export function LoginPage() {
  const t = useT();
  return (
    <AuthPage
      title={t("public.login.title")}
      heading={t("public.login.heading")}
      intro={t("public.login.intro")}
      description={t("public.login.description")}
      image={{ picture: "artist", alt: t("public.hero.artist.alt") }}
      quote={t("public.login.quote")}
    >
      <Island name="login-form" component={LoginForm} props={{}} />
    </AuthPage>
  );
}
