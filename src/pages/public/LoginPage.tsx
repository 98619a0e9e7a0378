import { LoginForm } from "../../../islands/public/LoginForm.tsx";
import { Island } from "../Island.tsx";
import { AuthPage } from "./AuthPage.tsx";

/** SPEC §2 /login. */
export function LoginPage() {
  return (
    <AuthPage
      title="Log In"
      heading="Welcome back"
      intro="Log in to manage your bookings, jobs and messages."
      description="Log in to DanceLink to manage your studio bookings or your artist jobs."
      image={{ src: "/images/hero/artist.jpg", alt: "A dancer leaping across a stage lit in red" }}
      quote="Your next class, camp or contract is one login away."
    >
      <Island name="login-form" component={LoginForm} props={{}} />
    </AuthPage>
  );
}
