import { describe, expect, test } from "bun:test";
import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore, Provider } from "jotai";
import type { AccountUser } from "../../../src/features/accounts/auth.contract.ts";
import type { Locale } from "../../../src/platform/i18n/locales.ts";
import { clientAccount } from "../../../tests/client-app.tsx";
import { useDom } from "../../../tests/dom.ts";
import { type Answer, failReply, fakeServer, okReply } from "../../../tests/fake-api.ts";
import { renderWithToaster, useIslandTestKit } from "../../../tests/island-kit.tsx";
import { TermsPrompt } from "./TermsPrompt.tsx";

useDom();
useIslandTestKit();

/** The consent screen over a stand-in for the dashboard, with a store of its own (the account is read afresh), in `locale`. */
function renderPrompt(locale: Locale = "en") {
  return renderWithToaster(
    <Provider store={createStore()}>
      <main>
        <h1>Dashboard</h1>
      </main>
      <TermsPrompt />
    </Provider>,
    locale,
  );
}

/** /auth/me answers `me()` (read at each call); `terms` answers PUT /account/terms. */
function accountServer(me: () => AccountUser, terms: Answer = () => undefined) {
  return fakeServer((req) => {
    if (req.url.pathname === "/api/auth/me") return okReply(me());
    if (req.url.pathname === "/api/account/terms" && req.method === "PUT") return terms(req);
    return undefined;
  });
}

const agreement = (view: ReturnType<typeof renderPrompt>) =>
  view.getByRole("checkbox", { name: /I have read and accept the terms of use and the privacy policy/ });

/** Opens the prompt in English, ticks its box and accepts once. */
async function tickAndAccept() {
  const user = userEvent.setup({ document });
  const view = renderPrompt();
  await view.findByRole("dialog");
  await user.click(agreement(view));
  await user.click(view.getByRole("button", { name: "Accept and continue" }));
  return { user, view };
}

describe("the dashboards' consent screen", () => {
  test("a new version: a dialog that cannot be dismissed, linking both documents, its box not ticked, accepting once ticked", async () => {
    const seen = accountServer(
      () => clientAccount({ termsVersion: 3, acceptedTermsVersion: 2 }),
      () => okReply({ acceptedTermsVersion: 3, acceptedAt: new Date().toISOString() }, "Thank you: your acceptance is recorded"),
    );
    const user = userEvent.setup({ document });
    const view = renderPrompt();
    const dialog = await view.findByRole("dialog", { name: "Our terms have changed" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(view.queryByRole("button", { name: "Close" })).toBeNull();
    expect(view.getByRole("link", { name: "terms of use" }).getAttribute("href")).toBe("/terms");
    expect(view.getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy");
    expect(view.getByRole("button", { name: "Log out" })).toBeTruthy();
    const box = agreement(view) as HTMLInputElement;
    expect(box.checked).toBe(false);
    const accept = view.getByRole("button", { name: "Accept and continue" }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);

    await user.keyboard("{Escape}");
    expect(view.getByRole("dialog")).toBeTruthy();

    await user.click(box);
    await user.click(accept);
    await waitFor(() => expect(view.queryByRole("dialog")).toBeNull());
    expect(seen.filter((r) => r.url.pathname === "/api/account/terms").map((r) => [r.method, r.body])).toEqual([["PUT", { version: 3 }]]);
    expect(await view.findByText("Thank you: your acceptance is recorded")).toBeTruthy();
    // Dismissed from the account the page holds: /auth/me is not asked again.
    expect(seen.filter((r) => r.url.pathname === "/api/auth/me").length).toBe(1);
    expect(view.getByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  test("the agreement in force already accepted: nothing in the way", async () => {
    const seen = accountServer(() => clientAccount({ termsVersion: 2, acceptedTermsVersion: 2 }));
    const view = renderPrompt();
    await waitFor(() => expect(seen.some((r) => r.url.pathname === "/api/auth/me")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.queryByRole("dialog")).toBeNull();
    expect(view.getByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  test("never accepted, in French: the first request, the French pages linked", async () => {
    accountServer(() => clientAccount({ termsVersion: 1, acceptedTermsVersion: null }));
    const view = renderPrompt("fr");
    expect(await view.findByRole("dialog", { name: "Acceptez nos conditions pour continuer" })).toBeTruthy();
    expect(view.getByRole("link", { name: "conditions d’utilisation" }).getAttribute("href")).toBe("/fr/terms");
    expect(view.getByRole("link", { name: "politique de confidentialité" }).getAttribute("href")).toBe("/fr/privacy");
    expect(view.getByRole("button", { name: "Accepter et continuer" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Se déconnecter" })).toBeTruthy();
  });

  test("a refusal is a toast and the dialog stays; a version published meanwhile is read again and asked for", async () => {
    let current = 2;
    const seen = accountServer(
      () => clientAccount({ termsVersion: current, acceptedTermsVersion: 1 }),
      (req) => {
        // Version 3 was published while the dialog asked for version 2.
        current = 3;
        if ((req.body as { version: number }).version === current) return okReply({ acceptedTermsVersion: current, acceptedAt: new Date().toISOString() });
        return failReply(409, "A new version of the terms was published meanwhile: read it and accept it");
      },
    );
    const { user, view } = await tickAndAccept();
    expect(await view.findByText("A new version of the terms was published meanwhile: read it and accept it")).toBeTruthy();
    expect(view.getByRole("dialog", { name: "Our terms have changed" })).toBeTruthy();
    await waitFor(() => expect(seen.filter((r) => r.url.pathname === "/api/auth/me").length).toBe(2));
    await user.click(view.getByRole("button", { name: "Accept and continue" }));
    await waitFor(() => expect(view.queryByRole("dialog")).toBeNull());
    expect(seen.filter((r) => r.url.pathname === "/api/account/terms").map((r) => r.body)).toEqual([{ version: 2 }, { version: 3 }]);
  });

  test("a server that does not answer: the screen's own fallback in a toast, the dialog open", async () => {
    accountServer(
      () => clientAccount({ termsVersion: 2, acceptedTermsVersion: 1 }),
      () => ({ status: 500, body: { status: false, message: "", response: null } }),
    );
    const { view } = await tickAndAccept();
    expect(await view.findByText("Could not record your acceptance")).toBeTruthy();
    expect(view.getByRole("dialog")).toBeTruthy();
    expect((view.getByRole("button", { name: "Accept and continue" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
