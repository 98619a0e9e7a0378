import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import type { AccountSession, AccountUser, PendingEmailChange } from "../../../src/features/accounts/auth.contract.ts";
import { ADMIN } from "../../../tests/admin-console.tsx";
import { ARTIST } from "../../../tests/artist-app.tsx";
import { CLIENT, clientAccount, setUpClientApp } from "../../../tests/client-app.tsx";
import { type Answer, failReply, fakeServer, okReply, type SeenRequest } from "../../../tests/fake-api.ts";

const { renderClientApp, userEvent } = await setUpClientApp();
const [{ createMemoryHistory }, { createArtistRouter }, { createAdminRouter }, kit, { ROOT_STORAGE_KEY }] = await Promise.all([
  import("@tanstack/react-router"),
  import("../../artist/router.tsx"),
  import("../../admin/router.tsx"),
  import("../../../tests/island-kit.tsx"),
  import("../root-storage.ts"),
]);

const account = clientAccount;

const SESSIONS: AccountSession[] = [
  {
    id: "0190cccc-0000-7000-8000-000000000001",
    current: true,
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    createdAt: new Date().toISOString(),
    lastSeenAt: new Date().toISOString(),
  },
  {
    id: "0190cccc-0000-7000-8000-000000000002",
    current: false,
    userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    lastSeenAt: new Date(Date.now() - 86_400_000).toISOString(),
  },
];

/** No change of address waiting, as GET /auth/email answers it. */
const NO_CHANGE: PendingEmailChange = { pendingEmail: null, requestedAt: null, expiresAt: null };

/** A change to `email` asked an hour ago, its link valid until 2 days after. */
const changeTo = (email: string): PendingEmailChange => ({
  pendingEmail: email,
  requestedAt: new Date(Date.now() - 3_600_000).toISOString(),
  expiresAt: new Date(Date.now() + 47 * 3_600_000).toISOString(),
});

/** The account's API: /auth/me answers `me()` and /auth/email `pending()` (read at each call), the sessions list, and `more` for the rest. */
function accountServer(
  me: () => AccountUser = () => account(),
  more: Answer = () => undefined,
  pending: () => PendingEmailChange = () => NO_CHANGE,
): SeenRequest[] {
  return fakeServer((req) => {
    const found = more(req);
    if (found) return found;
    if (req.url.pathname === "/api/auth/me") return okReply(me());
    if (req.method === "GET" && req.url.pathname === "/api/auth/email") return okReply(pending());
    if (req.url.pathname === "/api/auth/sessions") return okReply(SESSIONS);
    return undefined;
  });
}

const sent = (seen: SeenRequest[], method: string, path: string) => seen.filter((r) => r.method === method && r.url.pathname === path);

describe("the account menu", () => {
  test("a button with the user's name: opens and closes (Escape gives the focus back), leads to Account settings", async () => {
    accountServer();
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page");
    const button = await view.findByRole("button", { name: /Claire Dubois/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(true);

    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    expect(await within(panel).findByText("claire@studio.ca")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);

    // Keyboard only: Enter opens it, Tab reaches its items.
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Account settings");
    await user.keyboard("{Enter}");
    expect(await view.findByRole("heading", { name: "Account settings", level: 1 })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe("/client/account");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  test("Log out ends the session on the server, forgets the stored user and leaves for home", async () => {
    const seen = accountServer(undefined, (req) => (req.url.pathname === "/api/auth/logout" ? okReply(null, "Logged out") : undefined));
    const assign = kit.watchNavigation();
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page");
    await user.click(await view.findByRole("button", { name: /Claire Dubois/ }));
    await user.click(view.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(sent(seen, "POST", "/api/auth/logout")).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(ROOT_STORAGE_KEY)!).auth.user).toBeNull();
  });

  test("in French: its words, and home is /fr", async () => {
    accountServer(undefined, (req) => (req.url.pathname === "/api/auth/logout" ? okReply(null, "Déconnecté") : undefined));
    const assign = kit.watchNavigation();
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page", CLIENT, "fr");
    await user.click(await view.findByRole("button", { name: /Claire Dubois/ }));
    expect(view.getByRole("link", { name: "Paramètres du compte" })).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Se déconnecter" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/fr"));
  });

  test("a refused logout says so and stays", async () => {
    accountServer(undefined, (req) => (req.url.pathname === "/api/auth/logout" ? failReply(503, "") : undefined));
    const assign = kit.watchNavigation();
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page");
    await user.click(await view.findByRole("button", { name: /Claire Dubois/ }));
    await user.click(view.getByRole("button", { name: "Log out" }));
    expect(await view.findByText("Could not log out")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  test("the artist's screens (a standalone one too) and the console have it, with Account settings at their own path", async () => {
    accountServer(() => account({ ...ARTIST, email: "maya@example.com" }));
    const user = userEvent.setup({ document });
    const artist = kit.renderDashboard(createArtistRouter(createMemoryHistory({ initialEntries: ["/artist/account"] })), ARTIST);
    await user.click(await artist.findByRole("button", { name: /Maya Singh/ }));
    expect(artist.getByRole("link", { name: "Account settings" }).getAttribute("href")).toBe("/artist/account");
    expect(await artist.findByText("maya@example.com", { selector: "strong" })).toBeTruthy();
    artist.unmount();

    accountServer(() => account({ ...ADMIN, email: "agency@example.com" }));
    const console = kit.renderDashboard(createAdminRouter(createMemoryHistory({ initialEntries: ["/admin/account"] })), ADMIN);
    await user.click(await console.findByRole("button", { name: /Agency/ }));
    expect(console.getByRole("link", { name: "Account settings" }).getAttribute("href")).toBe("/admin/account");
    expect(console.getByRole("heading", { name: "Account settings", level: 1 })).toBeTruthy();
  });
});

describe("the banner of an unconfirmed address", () => {
  test("shown until the address is confirmed, as a status; sends the link again", async () => {
    const seen = accountServer(
      () => account({ emailVerified: false }),
      (req) => (req.url.pathname === "/api/auth/resend-verification" ? okReply({ sent: true }, "We sent you a new link") : undefined),
    );
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page");
    const text = await view.findByText("Please confirm your e-mail address: we sent a link to claire@studio.ca.");
    expect(text.closest('[role="status"]')).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Send the link again" }));
    expect(await view.findByText("We sent you a new link")).toBeTruthy();
    expect(sent(seen, "POST", "/api/auth/resend-verification")).toHaveLength(1);
  });

  test("too soon (429): the server's message beside the button, or the area's own", async () => {
    let message = "Too many verification e-mails: try again in a few minutes";
    accountServer(
      () => account({ emailVerified: false }),
      (req) => (req.url.pathname === "/api/auth/resend-verification" ? failReply(429, message) : undefined),
    );
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/confirmation-page");
    await user.click(await view.findByRole("button", { name: "Send the link again" }));
    expect((await view.findAllByText(message)).length).toBeGreaterThan(0);
    message = "";
    await user.click(view.getByRole("button", { name: "Send the link again" }));
    expect((await view.findAllByText("A link was sent a moment ago. Please wait a few minutes before asking again.")).length).toBeGreaterThan(0);
  });

  test("a confirmed address: no banner", async () => {
    accountServer();
    const view = renderClientApp("/client/confirmation-page");
    await view.findByRole("button", { name: /Claire Dubois/ });
    expect(view.queryByText(/Please confirm your e-mail address/)).toBeNull();
    expect(view.queryByRole("button", { name: "Send the link again" })).toBeNull();
  });

  test("in French", async () => {
    accountServer(() => account({ emailVerified: false }));
    const view = renderClientApp("/client/confirmation-page", CLIENT, "fr");
    // Testing Library reads the no-break space before « : » as a plain one.
    expect(await view.findByText("Veuillez confirmer votre courriel : nous avons envoyé un lien à claire@studio.ca.")).toBeTruthy();
    expect(view.getByRole("button", { name: "Renvoyer le lien" })).toBeTruthy();
  });
});

describe("Account settings", () => {
  test("shows the address and whether it is confirmed; a new address is sent with the password, then shows as waiting", async () => {
    let pending = NO_CHANGE;
    const seen = accountServer(
      undefined,
      (req) => {
        if (req.method !== "PUT" || req.url.pathname !== "/api/auth/email") return undefined;
        if ((req.body as { password: string }).password !== "right-password") return failReply(403, "Wrong password");
        pending = changeTo((req.body as { email: string }).email);
        return okReply({ pendingEmail: pending.pendingEmail }, "We sent a link to your new address");
      },
      () => pending,
    );
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    expect(await view.findByText("claire@studio.ca", { selector: "strong" })).toBeTruthy();
    expect(view.getByText("Confirmed")).toBeTruthy();

    const email = view.getByLabelText("New e-mail address");
    await user.type(email, "claire@new.ca");
    await user.type(view.getByLabelText("Your password"), "wrong-password");
    await user.click(view.getByRole("button", { name: "Change e-mail" }));
    expect(await view.findByText("Wrong password")).toBeTruthy();
    // Refused: what was typed stays.
    expect((email as HTMLInputElement).value).toBe("claire@new.ca");

    await user.clear(view.getByLabelText("Your password"));
    await user.type(view.getByLabelText("Your password"), "right-password");
    await user.click(view.getByRole("button", { name: "Change e-mail" }));
    expect(await view.findByText("We sent a link to your new address")).toBeTruthy();
    expect(sent(seen, "PUT", "/api/auth/email").at(-1)!.body).toEqual({ email: "claire@new.ca", password: "right-password" });
    expect(await view.findByText("Waiting for you to open the link sent to claire@new.ca: the change applies then.")).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe("");
  });

  test("a change waiting for its link shows when it was asked and until when; 'Cancel this change' cancels it", async () => {
    let pending = changeTo("someone@elsewhere.example");
    const seen = accountServer(
      undefined,
      (req) => {
        if (req.method !== "DELETE" || req.url.pathname !== "/api/auth/email") return undefined;
        pending = NO_CHANGE;
        return okReply({ cancelled: true }, "Change of address cancelled: your account keeps its address");
      },
      () => pending,
    );
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    expect(await view.findByText("Waiting for you to open the link sent to someone@elsewhere.example: the change applies then.")).toBeTruthy();
    expect(view.getByText(/^Asked an hour ago; the link works until .+\. Not you\? Cancel it and change your password\.$/)).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Cancel this change" }));
    expect(await view.findByText("Change of address cancelled: your account keeps its address")).toBeTruthy();
    await waitFor(() => expect(view.queryByText(/someone@elsewhere\.example/)).toBeNull());
    expect(sent(seen, "DELETE", "/api/auth/email")).toHaveLength(1);
    expect(view.queryByRole("button", { name: "Cancel this change" })).toBeNull();
  });

  test("a refused cancel says so and the change still shows", async () => {
    accountServer(
      undefined,
      (req) =>
        req.method === "DELETE" && req.url.pathname === "/api/auth/email"
          ? failReply(429, "Too many changes in a short time, please wait a moment")
          : undefined,
      () => changeTo("someone@elsewhere.example"),
    );
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    await user.click(await view.findByRole("button", { name: "Cancel this change" }));
    expect(await view.findByText("Too many changes in a short time, please wait a moment")).toBeTruthy();
    expect(view.getByText(/someone@elsewhere\.example/)).toBeTruthy();
    expect((view.getByRole("button", { name: "Cancel this change" }) as HTMLButtonElement).disabled).toBe(false);
  });

  test("a new password: the two must match before anything is sent; the server's refusal shows", async () => {
    const seen = accountServer(undefined, (req) => {
      if (req.url.pathname !== "/api/auth/password") return undefined;
      const body = req.body as { currentPassword: string };
      return body.currentPassword === "old-password-1" ? okReply(null, "Password changed") : failReply(403, "Your current password is not right");
    });
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    await user.type(await view.findByLabelText("Current password"), "old-password-9");
    await user.type(view.getByLabelText("New password"), "new-password-1");
    await user.type(view.getByLabelText("Repeat the new password"), "new-password-2");
    await user.click(view.getByRole("button", { name: "Change password" }));
    expect(await view.findByText("The two new passwords are not the same")).toBeTruthy();
    expect(sent(seen, "PUT", "/api/auth/password")).toHaveLength(0);

    await user.clear(view.getByLabelText("Repeat the new password"));
    await user.type(view.getByLabelText("Repeat the new password"), "new-password-1");
    await user.click(view.getByRole("button", { name: "Change password" }));
    expect(await view.findByText("Your current password is not right")).toBeTruthy();
    expect(sent(seen, "PUT", "/api/auth/password")[0]!.body).toEqual({ currentPassword: "old-password-9", newPassword: "new-password-1" });

    await user.clear(view.getByLabelText("Current password"));
    await user.type(view.getByLabelText("Current password"), "old-password-1");
    await user.click(view.getByRole("button", { name: "Change password" }));
    expect(await view.findByText("Password changed")).toBeTruthy();
    expect((view.getByLabelText("New password") as HTMLInputElement).value).toBe("");
  });

  test("sessions: each browser, this one marked; Sign out ends one, Sign out everywhere ends all and goes to the login page", async () => {
    const seen = accountServer(undefined, (req) => {
      if (req.method === "DELETE" && req.url.pathname.startsWith("/api/auth/sessions/")) return okReply(null, "Signed out that device");
      if (req.url.pathname === "/api/auth/logout-all") return okReply(null, "Signed out everywhere");
      return undefined;
    });
    const assign = kit.watchNavigation();
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    const list = within((await view.findByText("Safari on macOS")).closest("ul")!);
    const rows = list.getAllByRole("listitem");
    expect(within(rows[0]!).getByText("This device")).toBeTruthy();
    expect(within(rows[1]!).getByText("Chrome on Android")).toBeTruthy();
    expect(within(rows[1]!).queryByText("This device")).toBeNull();
    expect(within(rows[1]!).getByText(/^Signed in 3 days ago · last active a day ago$/)).toBeTruthy();

    await user.click(within(rows[1]!).getByRole("button", { name: "Sign out" }));
    expect(await view.findByText("Signed out that device")).toBeTruthy();
    expect(sent(seen, "DELETE", `/api/auth/sessions/${SESSIONS[1]!.id}`)).toHaveLength(1);
    await waitFor(() => expect(sent(seen, "GET", "/api/auth/sessions").length).toBe(2));
    expect(assign).not.toHaveBeenCalled();

    await user.click(view.getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/login"));
    expect(sent(seen, "POST", "/api/auth/logout-all")).toHaveLength(1);
  });

  test("signing this device out is a logout", async () => {
    accountServer(undefined, (req) => (req.method === "DELETE" ? okReply(null, "Signed out") : undefined));
    const assign = kit.watchNavigation();
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    const current = (await view.findByText("This device")).closest("li")!;
    await user.click(within(current).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/login"));
  });

  test("the data export is a download of GET /api/auth/account/export", async () => {
    accountServer();
    const view = renderClientApp("/client/account");
    const link = await view.findByRole("link", { name: "Download my data" });
    expect(link.getAttribute("href")).toBe("/api/auth/account/export");
    expect(link.hasAttribute("download")).toBe(true);
  });

  test("deleting the account waits for the typed address and the password, then leaves signed out", async () => {
    const seen = accountServer(undefined, (req) => {
      if (req.method !== "DELETE" || req.url.pathname !== "/api/auth/account") return undefined;
      return (req.body as { password: string }).password === "right-password" ? okReply(null, "Your account is deleted") : failReply(403, "Wrong password");
    });
    const assign = kit.watchNavigation();
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    await user.click(await view.findByRole("button", { name: "Delete my account" }));
    const dialog = within(view.getByRole("dialog", { name: "Delete your account?" }));
    const submit = dialog.getByRole("button", { name: "Delete for good" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const confirm = dialog.getByLabelText("Type your e-mail address (claire@studio.ca) to confirm");
    await user.type(confirm, "claire@studio.c");
    await user.type(dialog.getByLabelText("Your password"), "wrong-password");
    expect(submit.disabled).toBe(true);
    await user.type(confirm, "A");
    expect(submit.disabled).toBe(false);

    await user.click(submit);
    expect(await view.findByText("Wrong password")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText("Your password"));
    await user.type(dialog.getByLabelText("Your password"), "right-password");
    await user.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(sent(seen, "DELETE", "/api/auth/account").map((r) => r.body)).toEqual([{ password: "wrong-password" }, { password: "right-password" }]);
    expect(JSON.parse(localStorage.getItem(ROOT_STORAGE_KEY)!).auth.user).toBeNull();
  });

  test("Cancel closes the dialog and forgets what was typed", async () => {
    const seen = accountServer();
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    await user.click(await view.findByRole("button", { name: "Delete my account" }));
    await user.type(view.getByLabelText(/Type your e-mail address/), "claire@studio.ca");
    await user.click(view.getByRole("button", { name: "Cancel" }));
    expect(view.queryByRole("dialog")).toBeNull();
    await user.click(view.getByRole("button", { name: "Delete my account" }));
    expect((view.getByLabelText(/Type your e-mail address/) as HTMLInputElement).value).toBe("");
    expect(sent(seen, "DELETE", "/api/auth/account")).toHaveLength(0);
  });

  test("in French", async () => {
    accountServer(
      () => account({ emailVerified: false, pendingEmail: "claire@new.ca" }),
      undefined,
      () => changeTo("claire@new.ca"),
    );
    const view = renderClientApp("/client/account", CLIENT, "fr");
    expect(await view.findByRole("heading", { name: "Paramètres du compte", level: 1 })).toBeTruthy();
    expect(view.getByText("Non confirmé")).toBeTruthy();
    expect(await view.findByText("En attente de l’ouverture du lien envoyé à claire@new.ca : le changement s’applique à ce moment.")).toBeTruthy();
    expect(
      view.getByText(/^Demandé il y a une heure ; le lien fonctionne jusqu’au .+\. Ce n’était pas vous \? Annulez-le et changez votre mot de passe\.$/),
    ).toBeTruthy();
    expect(view.getByRole("button", { name: "Annuler ce changement" })).toBeTruthy();
    expect(await view.findByText("Safari sous macOS")).toBeTruthy();
    for (const name of ["Changer de courriel", "Changer le mot de passe", "Déconnecter partout", "Supprimer mon compte"])
      expect(view.getByRole("button", { name })).toBeTruthy();
    expect(view.getByRole("link", { name: "Télécharger mes données" })).toBeTruthy();
  });
});

describe("the calendar feed", () => {
  const FIRST = "https://dance.example/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics";
  const SECOND = "https://dance.example/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics";
  const feedServer = () =>
    accountServer(undefined, (req) => {
      if (req.method === "GET" && req.url.pathname === "/api/calendar/feed") return okReply({ url: FIRST });
      if (req.method === "POST" && req.url.pathname === "/api/calendar/feed/reset") return okReply({ url: SECOND }, "New calendar link made");
      return undefined;
    });

  test("shows the link; Copy link puts it on the clipboard; Reset link asks once, then shows the new link", async () => {
    const seen = feedServer();
    // user-event stands in a clipboard of its own for the test's document.
    const user = userEvent.setup({ document });
    const view = renderClientApp("/client/account");
    const link = (await view.findByLabelText("Your calendar link")) as HTMLInputElement;
    await waitFor(() => expect(link.value).toBe(FIRST));
    // Calendar apps subscribe on a click of the webcal:// link; Google Calendar adds the feed by its URL.
    const webcal = FIRST.replace("https:", "webcal:");
    expect(view.getByRole("link", { name: "Subscribe in my calendar app" }).getAttribute("href")).toBe(webcal);
    const google = new URL(view.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href")!);
    expect(`${google.origin}${google.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("cid")).toBe(webcal);
    await user.click(view.getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(FIRST);
    expect(await view.findByText("Link copied")).toBeTruthy();

    await user.click(view.getByRole("button", { name: "Reset link" }));
    expect(sent(seen, "POST", "/api/calendar/feed/reset")).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(view.getByRole("button", { name: "Yes, reset" })));
    await user.click(view.getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(document.activeElement).toBe(view.getByRole("button", { name: "Reset link" })));
    await user.click(view.getByRole("button", { name: "Reset link" }));
    await user.click(view.getByRole("button", { name: "Yes, reset" }));
    await waitFor(() => expect(link.value).toBe(SECOND));
    expect(sent(seen, "POST", "/api/calendar/feed/reset")).toHaveLength(1);
  });

  test("in French", async () => {
    feedServer();
    const view = renderClientApp("/client/account", CLIENT, "fr");
    expect(await view.findByRole("heading", { name: "Calendrier" })).toBeTruthy();
    expect(await view.findByRole("button", { name: "Copier le lien" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Réinitialiser le lien" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Ajouter à Google Agenda" })).toBeTruthy();
    expect(view.getByRole("link", { name: "M’abonner dans mon calendrier" }).getAttribute("href")).toStartWith("webcal://dance.example/");
  });
});
