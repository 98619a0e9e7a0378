import { describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useDom } from "../../tests/dom.ts";
import { refusedWithoutMessage } from "../../tests/public-forms.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { useIslandTestKit, controlFetch, renderWithToaster, watchNavigation } from "../../tests/island-kit.tsx";
import { withI18n } from "../../tests/i18n.tsx";

useDom();
useIslandTestKit();

function fillAndSubmit(view: ReturnType<typeof renderWithToaster>) {
  fireEvent.change(view.getByLabelText("Email"), { target: { value: "ada@studio.ca" } });
  fireEvent.change(view.getByLabelText("Password"), { target: { value: "secret-pass" } });
  fireEvent.submit(view.getByRole("button", { name: "Login" }).closest("form")!);
}

/** Signs in to an account with two-factor sign-in: the server accepts the password and asks for the code. */
function passwordAccepted() {
  const net = controlFetch();
  const assign = watchNavigation();
  const view = renderWithToaster(<LoginForm />);
  fillAndSubmit(view);
  net.reply({ status: true, message: "Enter the code from your authenticator app", response: { twoFactorRequired: true } });
  return { net, assign, view };
}

describe("login form", () => {
  test("as sent, the submit is held (a press would send the password in the address) but marked to look ready; hydrated, it is live", async () => {
    const sent = renderToString(withI18n(<LoginForm />));
    expect(sent).toMatch(/<button type="submit"[^>]* disabled="" data-hydrating=""/);
    const view = render(withI18n(<LoginForm />));
    const button = view.getByRole("button", { name: "Login" }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.hasAttribute("data-hydrating")).toBe(false);
  });

  test("reads 'Login..' and is disabled while busy; a refusal shows the server's message and stays on the page", async () => {
    const net = controlFetch();
    const assign = watchNavigation();
    const view = renderWithToaster(<LoginForm />);
    fillAndSubmit(view);
    const button = view.getByRole("button", { name: "Login.." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(net.calls).toEqual([{ url: "/api/auth/login", method: "POST", body: { email: "ada@studio.ca", password: "secret-pass", locale: "en" } }]);

    net.reply({ status: false, message: "Invalid email or password", response: null }, 401);
    expect(await view.findByText("Invalid email or password")).toBeTruthy();
    expect(button.textContent).toBe("Login");
    expect(button.disabled).toBe(false);
    // A wrong password is a 401 too: it must not bounce to /login.
    expect(assign).not.toHaveBeenCalled();
  });

  test("a refusal without a message: 'Failed to login'", async () => {
    const { view } = refusedWithoutMessage(<LoginForm />, fillAndSubmit);
    expect(await view.findByText("Failed to login")).toBeTruthy();
  });

  test("a network failure: 'Server error'", async () => {
    const net = controlFetch();
    const view = renderWithToaster(<LoginForm />);
    fillAndSubmit(view);
    net.fail();
    expect(await view.findByText("Server error")).toBeTruthy();
    expect(view.getByRole("button", { name: "Login" })).toBeTruthy();
  });

  test("success: stores the user, resets the other slices, toasts and goes to the role's dashboard", async () => {
    localStorage.setItem(
      "root",
      JSON.stringify({
        auth: { user: null },
        services: [{ id: "s" }],
        artists: [],
        testimonials: [{ id: "t" }],
        artist: { a: 1 },
        client: { c: 1 },
        job: { j: 1 },
      }),
    );
    const net = controlFetch();
    const assign = watchNavigation();
    const view = renderWithToaster(<LoginForm />);
    fillAndSubmit(view);
    const user = { role: "artist", userId: "01a2011e-4838-768f-9863-ac7793a34af1", name: "Ada" };
    net.reply({ status: true, message: "Login successful", response: user });
    expect(await view.findByText("Login successful")).toBeTruthy();

    const root = JSON.parse(localStorage.getItem("root")!);
    expect(root.auth).toEqual({ user });
    expect(root).toMatchObject({ artist: {}, client: {}, job: {}, services: null, testimonials: null });

    // After the 100 ms pause, a full navigation to the dashboard (the server renders it from the new cookie).
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/artist"));
  });

  test("two-factor sign-in: the right password asks for the code; the code signs in and goes to the dashboard", async () => {
    const { net, assign, view } = passwordAccepted();
    const code = await view.findByLabelText("Code");
    expect(localStorage.getItem("root") ?? "").not.toContain("twoFactorRequired");
    expect(assign).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.submit(view.getByRole("button", { name: "Verify" }).closest("form")!);
    await waitFor(() => expect(net.calls.at(-1)).toEqual({ url: "/api/auth/2fa/verify", method: "POST", body: { code: "123456" } }));
    const user = { role: "admin", userId: "01a2011e-4838-768f-9863-ac7793a34af1", name: "Noor", staffRole: "coordinator" };
    net.reply({ status: true, message: "Login successful", response: user });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/admin"));
    expect(JSON.parse(localStorage.getItem("root")!).auth).toEqual({ user });
  });

  test("two-factor sign-in: a wrong code keeps the step and says so (no bounce to /login); 'Sign in again' goes back to the password", async () => {
    const { net, assign, view } = passwordAccepted();
    fireEvent.change(await view.findByLabelText("Code"), { target: { value: "000000" } });
    fireEvent.submit(view.getByRole("button", { name: "Verify" }).closest("form")!);
    await waitFor(() => expect(net.calls).toHaveLength(2));
    net.reply({ status: false, message: "This code is not valid.", response: null }, 401);
    expect(await view.findByText("This code is not valid.")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(view.getByRole("button", { name: "Sign in again" }));
    expect(view.getByLabelText("Password")).toBeTruthy();
  });

  test("opened from a deep link (?next=…): the sign-up link keeps it, and success returns to it", async () => {
    window.history.replaceState(null, "", "/login?next=%2Fclient%2Fjobs%2Fconfirmed%2F0190");
    try {
      const net = controlFetch();
      const assign = watchNavigation();
      const view = renderWithToaster(<LoginForm />);
      await waitFor(() => expect(view.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup?next=%2Fclient%2Fjobs%2Fconfirmed%2F0190"));
      fillAndSubmit(view);
      net.reply({ status: true, message: "Login successful", response: { role: "client", userId: "01a2011e-4838-768f-9863-ac7793a34af1", name: "Studio" } });
      await waitFor(() => expect(assign).toHaveBeenCalledWith("/client/jobs/confirmed/0190"));
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  test("a next of another site or another role's area: the role's own dashboard", async () => {
    for (const next of ["//evil.example/phish", "/admin"]) {
      window.history.replaceState(null, "", `/login?next=${encodeURIComponent(next)}`);
      try {
        const net = controlFetch();
        const assign = watchNavigation();
        const view = renderWithToaster(<LoginForm />);
        fillAndSubmit(view);
        net.reply({ status: true, message: "Login successful", response: { role: "client", userId: "01a2011e-4838-768f-9863-ac7793a34af1", name: "Studio" } });
        await waitFor(() => expect(assign).toHaveBeenCalledWith("/client"));
        cleanup();
        assign.mockRestore();
      } finally {
        window.history.replaceState(null, "", "/");
      }
    }
  });

  test("on /fr/login the page's French goes along with the email and password", async () => {
    const net = controlFetch();
    const view = renderWithToaster(<LoginForm />, "fr");
    const form = view.container.querySelector("form")!;
    fireEvent.change(form.querySelector('[name="email"]')!, { target: { value: "ada@studio.ca" } });
    fireEvent.change(form.querySelector('[name="password"]')!, { target: { value: "secret-pass" } });
    fireEvent.submit(form);
    expect(net.calls[0]!.body).toEqual({ email: "ada@studio.ca", password: "secret-pass", locale: "fr" });
  });

  test("'Forgot password?' leads to /forgot-password, in the page's language", () => {
    expect(
      renderWithToaster(<LoginForm />)
        .getByRole("link", { name: "Forgot password?" })
        .getAttribute("href"),
    ).toBe("/forgot-password");
    cleanup();
    expect(
      renderWithToaster(<LoginForm />, "fr")
        .getByRole("link", { name: "Mot de passe oublié\u202f?" })
        .getAttribute("href"),
    ).toBe("/fr/forgot-password");
  });
});
