import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import { fakeServer, okReply } from "../../../tests/fake-api.ts";
import { setUpClientApp, STUDIO_PROFILE as profile } from "../../../tests/client-app.tsx";

const { renderClientApp, userEvent } = await setUpClientApp();
const { ROOT_STORAGE_KEY } = await import("../../lib/root-storage.ts");

/** Replaces a field's text as a person would (select all, delete, type). */
async function retype(user: ReturnType<typeof userEvent.setup>, control: HTMLElement, value: string) {
  await user.tripleClick(control);
  await user.keyboard("{Backspace}");
  if (value) await user.type(control, value);
}

describe("client-profile", () => {
  test("shows the studio and edits it in the modal, with SPEC §5's messages", async () => {
    const seen = fakeServer((req) => {
      if (req.method === "GET" && req.url.pathname === "/api/client/profile") return okReply(profile);
      if (req.method === "PUT" && req.url.pathname === "/api/client/update") {
        const body = req.body as Record<string, string>;
        return okReply({ ...profile, ...body, user: body.name }, "Profile updated");
      }
      return undefined;
    });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/client-profile");
    expect(await view.findByText("Hello Claire Dubois!")).toBeTruthy();
    for (const text of ["Marie Tremblay", "claire@studio.ca", "Pointe Studio", "416 555 0142", "401 Richmond St W"])
      expect(view.getAllByText(text).length).toBeGreaterThan(0);

    await user.click(view.getByRole("button", { name: "Edit Profile" }));
    const dialog = within(view.getByRole("dialog", { name: "Edit Profile" }));
    await retype(user, dialog.getByLabelText("Name"), "");
    await retype(user, dialog.getByLabelText("Email"), "claire-at-studio");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect((await dialog.findAllByText("Name is required")).length).toBeGreaterThan(0);
    expect(dialog.getAllByText("Valid email is required").length).toBeGreaterThan(0);
    expect(seen.some((r) => r.method === "PUT")).toBe(false);

    await retype(user, dialog.getByLabelText("Name"), "Claire D.");
    await retype(user, dialog.getByLabelText("Email"), "claire@pointe.ca");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    await view.findByText("Profile updated");
    await waitFor(() => expect(view.queryByRole("dialog")).toBeNull());
    expect(seen.find((r) => r.method === "PUT")!.body).toEqual({ ...profile, user: undefined, name: "Claire D.", email: "claire@pointe.ca" });
    expect(await view.findByText("Hello Claire D.!")).toBeTruthy();
    // The stored user follows the new name.
    expect(JSON.parse(localStorage.getItem(ROOT_STORAGE_KEY)!).auth.user.name).toBe("Claire D.");
  });

  test("a refused update shows the server's message and keeps the modal open", async () => {
    fakeServer((req) => {
      if (req.url.pathname === "/api/client/profile") return okReply(profile);
      if (req.url.pathname === "/api/client/update")
        return { status: 409, body: { status: false, message: "An account with this email already exists", response: null } };
      return undefined;
    });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/client-profile");
    await user.click(await view.findByRole("button", { name: "Edit Profile" }));
    await user.click(view.getByRole("button", { name: "Save Changes" }));
    await view.findByText("An account with this email already exists");
    expect(view.getByRole("dialog", { name: "Edit Profile" })).toBeTruthy();
  });

  test("Escape closes the modal", async () => {
    fakeServer((req) => (req.url.pathname === "/api/client/profile" ? okReply(profile) : undefined));
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/client-profile");
    await user.click(await view.findByRole("button", { name: "Edit Profile" }));
    expect(view.getByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(view.queryByRole("dialog")).toBeNull());
  });

  test("a profile that cannot load: the server's message or 'Unable to load profile'", async () => {
    fakeServer(() => ({ status: 500, body: { status: false, message: "", response: null } }));
    const view = renderClientApp("/client/client-profile");
    expect(await view.findByText("Unable to load profile")).toBeTruthy();
  });
});

describe("registration form", () => {
  test("names missing fields, then saves with 'Saving...' and confirms", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const seen = fakeServer((req) => {
      if (req.url.pathname === "/api/client/check-client-profile") return okReply({ exists: false });
      return undefined;
    });
    const base = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === "/api/client/add") {
        seen.push({
          method: "POST",
          url: new URL(String(input), "http://localhost:3000"),
          body: JSON.parse(String(init!.body)),
          headers: new Headers(init?.headers),
        });
        await gate;
        return new Response(JSON.stringify({ status: true, message: "Studio profile saved", response: { ...profile, user: "Claire Dubois" } }), {
          status: 201,
        });
      }
      return base(input, init);
    }) as typeof fetch;

    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/form");
    await user.click(await view.findByRole("button", { name: "Save" }));
    expect((await view.findAllByText("Studio name is required")).length).toBeGreaterThan(0);
    expect(view.getByText("Contact number is required")).toBeTruthy();
    expect(view.getByText("Province is required")).toBeTruthy();

    await user.type(view.getByLabelText("Studio name"), "Pointe Studio");
    await user.type(view.getByLabelText("Studio director"), "Marie Tremblay");
    await user.type(view.getByLabelText("Address"), "401 Richmond St W");
    await user.type(view.getByLabelText("Contact number"), "416 555 0142");
    await user.selectOptions(view.getByRole("combobox", { name: "Province or territory" }), "QC");
    await user.click(view.getByRole("button", { name: "Save" }));
    expect(await view.findByRole("button", { name: "Saving..." })).toBeTruthy();
    release();
    await view.findByText("Studio profile saved");
    // The page says what it confirms, not the generic "Form Submitted Successfully" it shared with the artist's.
    expect(await view.findByRole("heading", { name: "Your studio is registered" })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe("/client/confirmation-page");
    expect(view.getByRole("link", { name: "Go to Client Dashboard" }).getAttribute("href")).toBe("/client/dashboard");
    expect(seen.find((r) => r.method === "POST")!.body).toEqual({
      studioName: "Pointe Studio",
      studioDirector: "Marie Tremblay",
      address: "401 Richmond St W",
      contactNumber: "416 555 0142",
      province: "QC",
    });
  });
});

describe("the province prompt", () => {
  test("a studio without a province is asked for it above the screen, and the prompt goes once it answers", async () => {
    const seen = fakeServer((req) => {
      if (req.url.pathname === "/api/client/check-client-profile") return okReply({ exists: true, profile: { ...profile, province: null } });
      if (req.url.pathname === "/api/client/province") return okReply({ ...profile, province: (req.body as { province: string }).province }, "Profile updated");
      return undefined;
    });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/my-bookings");
    const prompt = within(await view.findByRole("form", { name: /Which province or territory/ }));
    await user.click(prompt.getByRole("button", { name: "Save" }));
    expect(await view.findByText("Choose your studio's province or territory")).toBeTruthy();
    expect(seen.some((r) => r.url.pathname === "/api/client/province")).toBe(false);

    await user.selectOptions(prompt.getByRole("combobox", { name: "Province or territory" }), "NS");
    await user.click(prompt.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByRole("form", { name: /Which province or territory/ })).toBeNull());
    expect(seen.find((r) => r.url.pathname === "/api/client/province")!.body).toEqual({ province: "NS" });
  });

  test("a studio with a province is not asked", async () => {
    fakeServer((req) => {
      if (req.url.pathname === "/api/client/check-client-profile") return okReply({ exists: true, profile });
      if (req.url.pathname === "/api/client/profile") return okReply(profile);
      return undefined;
    });
    const view = renderClientApp("/client/client-profile");
    expect(await view.findByText("Ontario")).toBeTruthy();
    expect(view.queryByRole("form", { name: /Which province or territory/ })).toBeNull();
  });
});
