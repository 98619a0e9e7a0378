import { describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accounts, format, responseOf, scanScreens } from "./axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, applyAsArtist, serverAndBrowser } from "./support.ts";

// Issue 24 point 2, the agency's console (e2e/axe.ts). Scheduled backups on: the settings' panel shows a run.
const { server, browser } = await serverAndBrowser({ BACKUP_DIR: mkdtempSync(join(tmpdir(), "dance-e2e-backups-")) });
const { signedIn, signedUp } = accounts(server, browser);

describe("axe-core finds no WCAG 2.2 AA violation", () => {
  test("on the agency's console", async () => {
    const context = await signedIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const applicant = await signedUp("artist");
    await applyAsArtist(applicant.request, { bio: "Hip-hop and breaking.", experience: "1-3years" });
    const [application] = await responseOf<{ id: string }[]>(context.request, "/api/admin/artists?status=pending");
    const [job] = await responseOf<{ _id: string }[]>(context.request, "/api/admin/jobs?status=pending");
    const findings = await scanScreens(context, [
      "/",
      "/admin",
      "/admin/applications",
      `/admin/applications/${application!.id}`,
      "/admin/jobs",
      `/admin/jobs/${job!._id}`,
      "/admin/style-requests",
      "/admin/inbox",
      "/admin/contacts",
      "/admin/reviews",
      "/admin/mail",
      "/admin/notifications",
      "/admin/catalog",
      "/admin/billing",
      "/admin/billing?tab=books",
      "/admin/billing?tab=settings",
      "/admin/settings",
      "/admin/account",
    ]);
    expect(format(findings)).toBe("");
  }, 600_000);
});
