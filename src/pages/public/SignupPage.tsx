import { SignupForm } from "../../../islands/public/SignupForm.tsx";
import { Island } from "../Island.tsx";
import { AuthPage } from "./AuthPage.tsx";

/** SPEC §2 /signup. */
export function SignupPage() {
  return (
    <AuthPage
      title="Sign Up"
      heading="Create your account"
      intro="Join as an artist to get booked, or as a client to hire skilled dance educators."
      description="Sign up to DanceLink as a dance artist or as a studio or client hiring dance educators. Free for studios."
      image={{ src: "/images/hero/client.jpg", alt: "Dancers at the barre in a sunlit studio" }}
      quote="Join 400+ studios and the artists who inspire their dancers."
    >
      <Island name="signup-form" component={SignupForm} props={{}} />
    </AuthPage>
  );
}
