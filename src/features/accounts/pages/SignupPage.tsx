import { SignupForm } from "../../../../islands/public/SignupForm.tsx";
import { Island } from "../../../../islands/lib/page/Island.tsx";
import { AuthPage } from "./AuthPage.tsx";

/** SPEC §2 /signup. */
export const SignupPage = () => (
  <AuthPage texts="signup" picture="client" quote="public.signup.quote">
    <Island name="signup-form" component={SignupForm} props={{}} />
  </AuthPage>
);
