import { describe, expect, test } from "bun:test";
import { fireEvent, waitFor } from "@testing-library/react";
import { useDom } from "../../tests/dom.ts";
import { refusedWithoutMessage } from "../../tests/public-forms.tsx";
import { SignupForm } from "./SignupForm.tsx";
import { useIslandTestKit, controlFetch, renderWithToaster, watchNavigation } from "../../tests/island-kit.tsx";

useDom();
useIslandTestKit();

const field = (view: ReturnType<typeof renderWithToaster>, label: string) => view.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

function fillAndSubmit(view: ReturnType<typeof renderWithToaster>) {
  fireEvent.change(field(view, "Name"), { target: { value: "Ada Lovelace" } });
  fireEvent.change(field(view, "Email"), { target: { value: "ada@studio.ca" } });
  fireEvent.change(field(view, "User type"), { target: { value: "client" } });
  fireEvent.change(field(view, "Password"), { target: { value: "secret-pass" } });
  fireEvent.click(view.getByRole("checkbox", { name: /I have read and accept the terms of use and the privacy policy/ }));
  fireEvent.submit(view.getByRole("button", { name: "Sign Up" }).closest("form")!);
}

describe("signup form", () => {
  test("asks to accept the terms and the privacy policy: a box not ticked, linking both pages in the page's language", () => {
    const view = renderWithToaster(<SignupForm />, "fr");
    const box = view.getByRole("checkbox") as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.required).toBe(true);
    expect(view.getByRole("link", { name: "conditions d’utilisation" }).getAttribute("href")).toBe("/fr/terms");
    expect(view.getByRole("link", { name: "politique de confidentialité" }).getAttribute("href")).toBe("/fr/privacy");
  });

  test("the user type starts empty on 'Select User Type' and offers artist and client", () => {
    const view = renderWithToaster(<SignupForm />);
    const select = field(view, "User type") as HTMLSelectElement;
    expect(select.value).toBe("");
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ["", "Select User Type"],
      ["artist", "Artist"],
      ["client", "Client"],
    ]);
  });

  test("reads 'Registering...' while busy; a refusal shows the server's message and keeps what was typed", async () => {
    const net = controlFetch();
    const view = renderWithToaster(<SignupForm />);
    fillAndSubmit(view);
    const button = view.getByRole("button", { name: "Registering..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(net.calls[0]).toEqual({
      url: "/api/auth/register",
      method: "POST",
      body: { name: "Ada Lovelace", email: "ada@studio.ca", role: "client", password: "secret-pass", locale: "en", acceptTerms: true },
    });

    net.reply({ status: false, message: "An account with this email already exists", response: null }, 409);
    expect(await view.findByText("An account with this email already exists")).toBeTruthy();
    expect(button.textContent).toBe("Sign Up");
    expect(field(view, "Email").value).toBe("ada@studio.ca");
  });

  test("fallbacks: 'Failed to register' without a message, 'Server error' on a network failure", async () => {
    const { net, view } = refusedWithoutMessage(<SignupForm />, fillAndSubmit);
    expect(await view.findByText("Failed to register")).toBeTruthy();
    fireEvent.submit(view.getByRole("button", { name: "Sign Up" }).closest("form")!);
    net.fail();
    expect(await view.findByText("Server error")).toBeTruthy();
  });

  test("success: signed in, the user is stored, the form clears, and the browser goes to the role's dashboard", async () => {
    const net = controlFetch();
    const assign = watchNavigation();
    const view = renderWithToaster(<SignupForm />);
    fillAndSubmit(view);
    const user = { role: "client", userId: "01a2011e-4838-768f-9863-ac7793a34af1", name: "Ada Lovelace" };
    net.reply({ status: true, message: "Welcome to DanceLink", response: user }, 201);
    expect(await view.findByText("Welcome to DanceLink")).toBeTruthy();
    for (const label of ["Name", "Email", "User type", "Password"]) expect(field(view, label).value).toBe("");
    expect(JSON.parse(localStorage.getItem("root")!).auth).toEqual({ user });
    // A studio starts with its profile form, an artist with the application form: each area's index sends them there.
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/client"));
  });

  test("on /fr/signup?next=…: the page's French goes along, the login link keeps the page asked for, and success returns there", async () => {
    window.history.replaceState(null, "", "/fr/signup?next=%2Fclient%2Fjobs%2Fconfirmed%2F0190");
    try {
      const net = controlFetch();
      const assign = watchNavigation();
      const view = renderWithToaster(<SignupForm />, "fr");
      await waitFor(() =>
        expect(view.getByRole("link", { name: "Se connecter" }).getAttribute("href")).toBe("/fr/login?next=%2Fclient%2Fjobs%2Fconfirmed%2F0190"),
      );
      const form = view.container.querySelector("form")!;
      const named = (name: string) => form.querySelector(`[name="${name}"]`)!;
      fireEvent.change(named("name"), { target: { value: "Studio Étoile" } });
      fireEvent.change(named("email"), { target: { value: "etoile@studio.ca" } });
      fireEvent.change(named("role"), { target: { value: "client" } });
      fireEvent.change(named("password"), { target: { value: "secret-pass" } });
      fireEvent.submit(form);
      // The box left unticked (the browser's own check bypassed): the server hears a refusal, not an omission.
      expect(net.calls[0]!.body).toEqual({
        name: "Studio Étoile",
        email: "etoile@studio.ca",
        role: "client",
        password: "secret-pass",
        locale: "fr",
        acceptTerms: false,
      });
      net.reply(
        { status: true, message: "Bienvenue", response: { role: "client", userId: "01a2011e-4838-768f-9863-ac7793a34af1", name: "Studio Étoile" } },
        201,
      );
      await waitFor(() => expect(assign).toHaveBeenCalledWith("/client/jobs/confirmed/0190"));
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });
});
