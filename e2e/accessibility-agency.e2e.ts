import { describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accounts, format, responseOf, scanScreens } from "./axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { applyAsArtist, serverAndBrowser } from "./support.ts";

// WCAG 2.2 A and AA by axe-core, the agency's console (e2e/axe.ts). Scheduled backups on: the settings' panel shows a run.
const { server, browser } = await serverAndBrowser({ BACKUP_DIR: mkdtempSync(join(tmpdir(), "dance-e2e-backups-")) });
const { signedIn, signedUp } = accounts(server, browser);

describe("axe-core finds no WCAG 2.2 AA violation", () => {
  test("on the agency's console", async () => {
    const context = await signedIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const applicant = await signedUp("artist");
    await applyAsArtist(applicant.request, { bio: "Hip-hop and breaking.", experience: "1-3years" });
    const [application] = await responseOf<{ id: string }[]>(context.request, "/api/admin/artists?status=pending");
    const [job] = await responseOf<{ _id: string }[]>(context.request, "/api/admin/jobs?status=pending");
    // Approved, the applicant asks for a new name and bio: the profile reviews show them beside the approved ones.
    expect((await context.request.put(`/api/admin/artists/${application!.id}/status`, { data: { status: "approved" } })).status()).toBe(200);
    const { email } = await responseOf<{ email: string }>(applicant.request, "/api/artist/profile");
    const renamed = await applicant.request.put("/api/artist/update", {
      multipart: { name: "Jordan Lee-Park", email, bio: "Hip-hop, breaking and house.\nTwelve years in Montréal studios." },
    });
    expect(renamed.status()).toBe(200);
    const [someone] = await responseOf<{ id: string }[]>(context.request, "/api/admin/users?role=artist&page=1&limit=1");
    const findings = await scanScreens(context, [
      "/",
      "/admin",
      "/admin/applications",
      `/admin/applications/${application!.id}`,
      "/admin/jobs",
      `/admin/jobs/${job!._id}`,
      "/admin/profile-reviews",
      "/admin/profile-reviews?tab=styles",
      "/admin/inbox",
      "/admin/contacts",
      "/admin/users",
      `/admin/users/${someone!.id}`,
      "/admin/reviews",
      "/admin/mail",
      "/admin/credentials",
      "/admin/notifications",
      "/admin/catalog",
      "/admin/billing",
      "/admin/billing?tab=books",
      "/admin/billing?tab=settings",
      "/admin/payouts",
      "/admin/t4a",
      "/admin/settings",
      "/admin/staff",
      "/admin/audit",
      "/admin/account",
    ]);
    expect(format(findings)).toBe("");
  }, 600_000);
});
