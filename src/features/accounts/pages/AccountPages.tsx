import type { ReactNode } from "react";
import { ForgotPasswordForm } from "../../../../islands/public/ForgotPasswordForm.tsx";
import { ResetPasswordForm } from "../../../../islands/public/ResetPasswordForm.tsx";
import { VerifyEmail } from "../../../../islands/public/VerifyEmail.tsx";
import { AcceptInviteForm } from "../../../../islands/public/AcceptInviteForm.tsx";
import { Island } from "../../../../islands/lib/page/Island.tsx";
import { AuthPage } from "./AuthPage.tsx";

/**
 * The pages a mailed link or a lost password leads to, in the frame of
 * /login. The links' tokens stay out of the HTML (the islands read them from the
 * address bar) and out of other sites' logs (every page is Referrer-Policy: no-referrer).
 */
const AccountPage = ({ texts, children }: { texts: "forgotPage" | "resetPage" | "verifyPage" | "invitePage"; children: ReactNode }) => (
  // A new staff member is welcomed; the others come back to an account they already had.
  <AuthPage texts={texts} picture="artist" quote={texts === "invitePage" ? "public.invitePage.quote" : "public.accountPages.quote"}>
    {children}
  </AuthPage>
);

/** /forgot-password: the address to send a reset link to. */
export const ForgotPasswordPage = () => (
  <AccountPage texts="forgotPage">
    <Island name="forgot-password-form" component={ForgotPasswordForm} props={{}} />
  </AccountPage>
);

/** /reset-password?token=…: the new password. */
export const ResetPasswordPage = ({ hasToken }: { hasToken: boolean }) => (
  <AccountPage texts="resetPage">
    <Island name="reset-password-form" component={ResetPasswordForm} props={{ hasToken }} />
  </AccountPage>
);

/** /verify-email?token=…: the link of a verification or new-address mail. */
export const VerifyEmailPage = ({ hasToken, dashboard }: { hasToken: boolean; dashboard: string | null }) => (
  <AccountPage texts="verifyPage">
    <Island name="verify-email" component={VerifyEmail} props={{ hasToken, dashboard }} />
  </AccountPage>
);

/** /accept-invite?token=…: the link of an invitation to the agency's staff; the new member chooses a password. */
export const AcceptInvitePage = ({ hasToken }: { hasToken: boolean }) => (
  <AccountPage texts="invitePage">
    <Island name="accept-invite-form" component={AcceptInviteForm} props={{ hasToken }} />
  </AccountPage>
);
