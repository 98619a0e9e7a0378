import { describe, expect, test } from "bun:test";
import { fireEvent, waitFor } from "@testing-library/react";
import { useDom } from "../../tests/dom.ts";
import { controlFetch, renderWithToaster, useIslandTestKit, watchNavigation } from "../../tests/island-kit.tsx";
import { refusedWithoutMessage } from "../../tests/public-forms.tsx";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";
import { ResetPasswordForm } from "./ResetPasswordForm.tsx";
import { AcceptInviteForm } from "./AcceptInviteForm.tsx";
import { VerifyEmail } from "./VerifyEmail.tsx";

useDom();
useIslandTestKit();
// user-event binds to the window it first sees: import it once happy-dom is the global scope.
const { default: userEvent } = await import("@testing-library/user-event");

/** The address bar as the mailed link leaves it. */
const openedAt = (path: string) => window.history.replaceState(null, "", path);

type View = ReturnType<typeof renderWithToaster>;

describe("/forgot-password", () => {
  async function ask(view: View, email = "ada@studio.ca") {
    const user = userEvent.setup({ document });
    await user.type(view.getByLabelText("Email"), email);
    await user.click(view.getByRole("button", { name: "Send the link" }));
  }

  test("sends the address, says a link is on its way (whether or not an account uses it)", async () => {
    const net = controlFetch();
    const view = renderWithToaster(<ForgotPasswordForm />);
    await ask(view);
    expect(view.getByRole("button", { name: "Sending..." })).toBeTruthy();
    expect(net.calls).toEqual([{ url: "/api/auth/forgot-password", method: "POST", body: { email: "ada@studio.ca" } }]);
    net.reply({ status: true, message: "Check your inbox", response: null });
    expect(await view.findByText(/If an account uses ada@studio.ca, a link to choose a new password is on its way/)).toBeTruthy();
    expect((view.getByLabelText("Email") as HTMLInputElement).value).toBe("");
    expect(view.getByRole("link", { name: "Back to login" }).getAttribute("href")).toBe("/login");
  });

  test("a refusal without a message: its own fallback, and what was typed stays", async () => {
    const { view } = refusedWithoutMessage(<ForgotPasswordForm />, (form) => {
      fireEvent.change(form.getByLabelText("Email"), { target: { value: "ada@studio.ca" } });
      fireEvent.submit(form.getByRole("button", { name: "Send the link" }).closest("form")!);
    });
    expect(await view.findByText("Could not send the link")).toBeTruthy();
    expect((view.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@studio.ca");
  });

  test("in French", () => {
    const view = renderWithToaster(<ForgotPasswordForm />, "fr");
    expect(view.getByRole("button", { name: "Envoyer le lien" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Retour à la connexion" }).getAttribute("href")).toBe("/fr/login");
  });
});

describe("/reset-password", () => {
  async function choose(view: View, password: string, again = password) {
    const user = userEvent.setup({ document });
    await user.type(view.getByLabelText("New password"), password);
    await user.type(view.getByLabelText("Repeat the new password"), again);
    await user.click(view.getByRole("button", { name: "Save the new password" }));
  }

  test("sends the link's token with the new password, then the login page", async () => {
    openedAt("/reset-password?token=tok-123");
    const net = controlFetch();
    const assign = watchNavigation();
    const view = renderWithToaster(<ResetPasswordForm hasToken />);
    await choose(view, "a-new-password-1");
    expect(net.calls).toEqual([{ url: "/api/auth/reset-password", method: "POST", body: { token: "tok-123", password: "a-new-password-1" } }]);
    net.reply({ status: true, message: "Your password is changed: log in with it", response: null });
    expect(await view.findByText("Your password is changed: log in with it")).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/login"));
  });

  test("the two passwords must match before anything is sent; the server's refusal shows (an expired link)", async () => {
    openedAt("/fr/reset-password?token=old");
    const net = controlFetch();
    const view = renderWithToaster(<ResetPasswordForm hasToken />);
    await choose(view, "a-new-password-1", "a-new-password-2");
    expect(await view.findByText("The two passwords are not the same")).toBeTruthy();
    expect(net.calls).toEqual([]);

    const user = userEvent.setup({ document });
    await user.clear(view.getByLabelText("Repeat the new password"));
    await user.type(view.getByLabelText("Repeat the new password"), "a-new-password-1");
    await user.click(view.getByRole("button", { name: "Save the new password" }));
    expect(view.queryByText("The two passwords are not the same")).toBeNull();
    net.reply({ status: false, message: "This link is invalid or has expired", response: null }, 400);
    expect(await view.findByText("This link is invalid or has expired")).toBeTruthy();
  });

  test("without a token: no form, a way to ask for a new link", () => {
    const view = renderWithToaster(<ResetPasswordForm hasToken={false} />);
    expect(view.queryByLabelText("New password")).toBeNull();
    expect(view.getByText("This link is incomplete. Ask for a new one below.")).toBeTruthy();
    expect(view.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/forgot-password");
  });

  test("in French", () => {
    const view = renderWithToaster(<ResetPasswordForm hasToken />, "fr");
    expect(view.getByLabelText("Nouveau mot de passe")).toBeTruthy();
    expect(view.getByRole("button", { name: "Enregistrer le nouveau mot de passe" })).toBeTruthy();
  });
});

describe("/accept-invite", () => {
  test("sends the invitation's token with the chosen password and the consent to the terms, then the console", async () => {
    openedAt("/accept-invite?token=tok-invite");
    const net = controlFetch();
    const assign = watchNavigation();
    const view = renderWithToaster(<AcceptInviteForm hasToken />);
    const user = userEvent.setup({ document });
    await user.type(view.getByLabelText("Password"), "a-new-password-1");
    await user.type(view.getByLabelText("Repeat the password"), "a-new-password-1");
    const consent = view.getByRole("checkbox", { name: /I have read and accept the terms of use and the privacy policy/ });
    expect((consent as HTMLInputElement).checked).toBe(false);
    await user.click(consent);
    await user.click(view.getByRole("button", { name: "Create my account" }));
    expect(net.calls).toEqual([
      { url: "/api/auth/accept-invite", method: "POST", body: { token: "tok-invite", password: "a-new-password-1", acceptTerms: true } },
    ]);
    net.reply({ status: true, message: "Welcome to the agency's console", response: null }, 201);
    expect(await view.findByText("Welcome to the agency's console")).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/admin"));
  });

  test("without a token it says so; in French", () => {
    expect(renderWithToaster(<AcceptInviteForm hasToken={false} />).getByText("This link is incomplete. Ask the agency for a new invitation.")).toBeTruthy();
    expect(renderWithToaster(<AcceptInviteForm hasToken />, "fr").getByRole("button", { name: "Créer mon compte" })).toBeTruthy();
  });
});

describe("/verify-email", () => {
  test("sends the token as the page opens and says it is confirmed, with the way to the dashboard", async () => {
    openedAt("/verify-email?token=tok-456");
    const net = controlFetch();
    const view = renderWithToaster(<VerifyEmail hasToken dashboard="/client" />);
    expect(view.getByRole("status").textContent).toBe("Checking your link...");
    await waitFor(() => expect(net.calls).toEqual([{ url: "/api/auth/verify-email", method: "POST", body: { token: "tok-456" } }]));
    net.reply({ status: true, message: "Your e-mail address is confirmed", response: { email: "ada@studio.ca", purpose: "verify_email" } });
    expect(await view.findByText("Thank you: ada@studio.ca is confirmed.")).toBeTruthy();
    expect(view.getByRole("link", { name: "Go to my dashboard" }).getAttribute("href")).toBe("/client");
  });

  test("a used or expired link: the server's message, and the way to log in and ask again", async () => {
    openedAt("/verify-email?token=used");
    const net = controlFetch();
    const view = renderWithToaster(<VerifyEmail hasToken dashboard={null} />);
    await waitFor(() => expect(net.calls).toHaveLength(1));
    net.reply({ status: false, message: "", response: null }, 400);
    expect(await view.findByText("This link is invalid or has expired.")).toBeTruthy();
    expect(view.getByText("Sign in and ask for a new link from your dashboard.")).toBeTruthy();
    expect(view.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  test("without a token: says so and sends nothing; in French", () => {
    const net = controlFetch();
    const view = renderWithToaster(<VerifyEmail hasToken={false} dashboard={null} />, "fr");
    expect(view.getByText("Ce lien est incomplet\u00a0: ouvrez le lien du courriel que nous vous avons envoyé.".replace("\u00a0", " "))).toBeTruthy();
    expect(view.getByRole("link", { name: "Se connecter" }).getAttribute("href")).toBe("/fr/login");
    expect(net.calls).toEqual([]);
  });
});
