import { describe, expect, test } from "bun:test";
import { DEMO_PASSWORD, DEMO_STUDIO_EMAIL } from "../db/seed.ts";
import { accounts, dialog, format, responseOf, scanScreens, toasted } from "./axe.ts";
import { serverAndBrowser } from "./support.ts";

// WCAG 2.2 A and AA by axe-core, the studio's screens (e2e/axe.ts).
const { server, browser } = await serverAndBrowser();
const { signedIn, signedUp } = accounts(server, browser);

describe("axe-core finds no WCAG 2.2 AA violation", () => {
  test("on the studio's screens", async () => {
    const context = await signedIn(DEMO_STUDIO_EMAIL, DEMO_PASSWORD);
    const [pending] = await responseOf<{ _id: string }[]>(context.request, "/api/job/user-pending-jobs");
    const [confirmed] = await responseOf<{ _id: string }[]>(context.request, "/api/job/user-confirmed-jobs");
    const roster = await responseOf<{ items: { id: string }[] }>(context.request, "/api/artist/search");
    const findings = await scanScreens(context, [
      "/",
      `/artist/profile/${roster.items[0]!.id}`,
      "/client/dashboard",
      "/client/my-bookings",
      "/client/my-bookings?tab=drafts",
      "/client/my-bookings?tab=confirmed",
      "/client/booking-form",
      // A toast and its close button (sonner's is 20 px).
      toasted("/client/booking-form", "client.booking.submit"),
      `/client/jobs/details/${pending!._id}`,
      dialog(`/client/jobs/details/${pending!._id}`, "client.jobDetails.cancel"),
      `/client/jobs/edit/${pending!._id}`,
      `/client/jobs/confirmed/${confirmed!._id}`,
      `/client/jobs/confirmed/${confirmed!._id}/invoice`,
      "/client/confirmation-page",
      "/client/client-profile",
      dialog("/client/client-profile", "client.profile.edit"),
      "/client/messages",
      "/client/shortlist",
      "/client/account",
      dialog("/client/account", "app.account.delete.open"),
      "/client/notifications",
    ]);
    expect(format(findings)).toBe("");
  }, 600_000);

  test("on a new studio's registration form", async () => {
    const context = await signedUp("client");
    const findings = await scanScreens(context, ["/client/form"]);
    expect(format(findings)).toBe("");
  }, 600_000);
});
