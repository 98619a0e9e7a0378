import { describe, expect, test } from "bun:test";
import { waitFor } from "@testing-library/react";
import { fakeServer, makeConfirmedJob, okReply } from "../../../tests/fake-api.ts";
import { CLIENT, setUpClientApp, STUDIO_PROFILE as profile } from "../../../tests/client-app.tsx";

const { renderClientApp } = await setUpClientApp("http://localhost:3000/client");
const { ROOT_STORAGE_KEY } = await import("../../lib/root-storage.ts");

describe("index routing (SPEC §2)", () => {
  test("a registered studio goes to its dashboard", async () => {
    fakeServer((req) => {
      if (req.url.pathname === "/api/client/check-client-profile") return okReply({ exists: true, profile });
      if (req.url.pathname.startsWith("/api/job/")) return okReply([], "Success", 0);
      return undefined;
    });
    const view = renderClientApp("/client");
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/client/dashboard"));
  });

  test("a client without a studio goes to the registration form", async () => {
    fakeServer((req) => (req.url.pathname === "/api/client/check-client-profile" ? okReply({ exists: false }) : undefined));
    const view = renderClientApp("/client");
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/client/form"));
    expect(await view.findByRole("button", { name: "Save" })).toBeTruthy();
  });
});

describe("dashboard", () => {
  test("greets the user, links the profile, lists confirmed bookings after 'Loading data ...'", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const booking = makeConfirmedJob({ username: "Booked Artist" });
    fakeServer((req) => {
      if (req.url.pathname === "/api/job/user-pending-jobs") return okReply([], "Success", 4);
      if (req.url.pathname === "/api/auth/me") return okReply(CLIENT);
      return undefined;
    });
    const slow = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith("/api/job/user-confirmed-jobs")) {
        await gate;
        return new Response(JSON.stringify({ status: true, message: "Success", response: [booking] }), { headers: { "X-Total-Count": "1" } });
      }
      return slow(input, init);
    }) as typeof fetch;

    const view = renderClientApp("/client/dashboard");
    expect(await view.findByText("Hello Claire Dubois!")).toBeTruthy();
    expect(view.getByRole("link", { name: "View Profile" }).getAttribute("href")).toBe("/client/client-profile");
    expect(view.getByText("Loading data ...")).toBeTruthy();
    release();
    const row = (await view.findByText("Booked Artist")).closest("a")!;
    expect(row.getAttribute("href")).toBe(`/client/jobs/confirmed/${booking._id}`);
    expect(view.getByText("4")).toBeTruthy();
    for (const name of ["Dashboard", "Bookings", "Messages"]) expect(view.getByRole("link", { name })).toBeTruthy();
    expect(view.getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/client/messages");
    expect(view.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
  });

  test("no job at all: the way to post the first one", async () => {
    fakeServer((req) => (req.url.pathname.startsWith("/api/job/") ? okReply([], "Success", 0) : undefined));
    const view = renderClientApp("/client/dashboard");
    expect(await view.findByText("No job yet")).toBeTruthy();
  });
});

describe("a lost session (SPEC §4, §8)", () => {
  test("a 401 clears the stored user and goes to /login", async () => {
    fakeServer(() => ({ status: 401, body: { status: false, message: "Please log in to continue", response: null } }));
    renderClientApp("/client/dashboard");
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(JSON.parse(localStorage.getItem(ROOT_STORAGE_KEY)!).auth.user).toBeNull();
  });
});
