import { LoginForm } from "../../../../islands/public/LoginForm.tsx";
import { Island } from "../../../../islands/lib/page/Island.tsx";
import { AuthPage } from "./AuthPage.tsx";

/** SPEC §2 /login. */
export const LoginPage = () => (
  <AuthPage texts="login" picture="artist" quote="public.login.quote">
    <Island name="login-form" component={LoginForm} props={{}} />
  </AuthPage>
);
