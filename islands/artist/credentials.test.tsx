import { describe, expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import type { Credential, CredentialKind } from "../../src/features/credentials/credentials.contract.ts";
import { failReply, okReply } from "../../tests/fake-api.ts";

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, artistServer } = await import("../../tests/artist-app.tsx");
const { within } = await import("@testing-library/react");
const { default: userEvent } = await import("@testing-library/user-event");

const NO_LOOKUPS = { types: [], styles: [], availabilities: [] };
const KINDS: CredentialKind[] = [
  { key: "vulnerable_sector_check", name: "Vulnerable sector check", validityMonths: 36 },
  { key: "first_aid", name: "First aid", validityMonths: 36 },
];
const credential = (id: string, overrides: Partial<Credential> = {}): Credential => ({
  id,
  kind: "vulnerable_sector_check",
  kindName: "Vulnerable sector check",
  issuedOn: "2026-10-01",
  status: "verified",
  reason: null,
  expiresOn: "2029-10-01",
  createdAt: "2026-10-02T15:00:00.000Z",
  ...overrides,
});

describe("the artist's credentials", () => {
  test("each with its decision and validity; a refused one says why and can be removed, a verified one cannot; a new one is sent with its document", async () => {
    let sent: Credential[] = [];
    const seen = artistServer("approved", NO_LOOKUPS, (req) => {
      if (req.method === "GET" && req.url.pathname === "/api/artist/credentials")
        return okReply([
          ...sent,
          credential("c1"),
          credential("c2", { kind: "first_aid", kindName: "First aid", status: "refused", reason: "Unreadable scan", expiresOn: null }),
        ]);
      if (req.url.pathname === "/api/artist/credential-kinds") return okReply(KINDS);
      if (req.method === "POST" && req.url.pathname === "/api/artist/credentials") {
        const form = req.body as FormData;
        if (form.get("issuedOn") === "2099-01-01") return failReply(400, "The issue date cannot be in the future");
        sent = [credential("c3", { kind: "first_aid", kindName: "First aid", status: "pending", expiresOn: null })];
        return okReply(sent[0], "Credential sent: the agency will review it", 201);
      }
      if (req.method === "DELETE" && req.url.pathname === "/api/artist/credentials/c2") return okReply(null, "Credential removed");
      return undefined;
    });
    const user = userEvent.setup({ document });
    const view = renderArtistApp("/artist/credentials");
    expect(await view.findByRole("heading", { name: "Credentials", level: 1 })).toBeTruthy();
    expect(view.getByRole("link", { name: "Credentials" }).getAttribute("aria-current")).toBe("page");
    const [check, aid] = (await view.findAllByRole("heading", { level: 3 })).map((h) => within(h.closest("li")!));
    expect(check!.getByText("Verified")).toBeTruthy();
    expect(check!.getByText("Valid until the day before Oct 1, 2029")).toBeTruthy();
    expect(check!.queryByRole("button")).toBeNull();
    expect(aid!.getByText("The agency's reason: Unreadable scan")).toBeTruthy();
    await user.click(aid!.getByRole("button", { name: "Remove First aid" }));
    expect(await view.findByText("Credential removed")).toBeTruthy();

    await user.selectOptions(await view.findByLabelText(/Kind/), "first_aid");
    const date = view.getByLabelText(/Issue date/);
    await user.type(date, "2099-01-01");
    await user.upload(view.getByLabelText(/Document/) as HTMLInputElement, new File(["%PDF-1.4"], "aid.pdf", { type: "application/pdf" }));
    await user.click(view.getByRole("button", { name: "Send" }));
    expect(await view.findByText("The issue date cannot be in the future")).toBeTruthy();
    await user.clear(date);
    await user.type(date, "2026-11-01");
    await user.click(view.getByRole("button", { name: "Send" }));
    expect(await view.findByText("Credential sent: the agency will review it")).toBeTruthy();
    expect(await view.findByText("Awaiting the agency")).toBeTruthy();
    const post = seen.filter((r) => r.method === "POST").at(-1)!.body as FormData;
    expect(post.get("kind")).toBe("first_aid");
    expect(post.get("issuedOn")).toBe("2026-11-01");
    expect((post.get("document") as File).name).toBe("aid.pdf");
  });
});
