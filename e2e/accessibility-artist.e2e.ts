import { describe, expect, test } from "bun:test";
import { DEMO_PASSWORD } from "../db/seed.ts";
import { accounts, dialog, format, responseOf, scanScreens } from "./axe.ts";
import { applyAsArtist, serverAndBrowser } from "./support.ts";

// WCAG 2.2 A and AA by axe-core, the artist's screens (e2e/axe.ts).
const { server, browser } = await serverAndBrowser();
const { signedIn, signedUp } = accounts(server, browser);

describe("axe-core finds no WCAG 2.2 AA violation", () => {
  test("on an approved artist's screens", async () => {
    const context = await signedIn("amelia.tremblay@demo.dancelink.ca", DEMO_PASSWORD);
    const [offer] = await responseOf<{ _id: string }[]>(context.request, "/api/job/available-jobs");
    const [confirmed] = await responseOf<{ _id: string }[]>(context.request, "/api/job/confirmed-jobs");
    // A new name and bio waiting for the agency: the profile shows them apart from the approved ones.
    const renamed = await context.request.put("/api/artist/update", {
      multipart: { name: "Amelia Tremblay-Roy", email: "amelia.tremblay@demo.dancelink.ca", bio: "Ballet and jazz teacher.\nRAD syllabus, ten years." },
    });
    expect(renamed.status()).toBe(200);
    const findings = await scanScreens(context, [
      "/",
      "/artist/dashboard",
      "/artist/jobs",
      `/artist/jobs/details/${offer!._id}`,
      `/artist/jobs/confirmed/${confirmed!._id}`,
      "/artist/opt-ins",
      "/artist/reviews",
      "/artist/availability",
      "/artist/credentials",
      "/artist/earnings",
      "/artist/artist-profile",
      dialog("/artist/artist-profile", "artist.profile.edit"),
      "/artist/messages",
      "/artist/account",
      "/artist/notifications",
    ]);
    expect(format(findings)).toBe("");
  }, 600_000);

  test("on a new artist's application form and a pending artist's screens", async () => {
    const newcomer = await signedUp("artist");
    const applicant = await signedUp("artist");
    await applyAsArtist(applicant.request, { bio: "Contemporary and jazz teacher.", experience: "more than 10 years" });
    const findings = [
      ...(await scanScreens(newcomer, ["/artist/form"])),
      ...(await scanScreens(applicant, ["/artist/confirmation-page", "/artist/messages", "/artist/account", "/artist/notifications"])),
    ];
    expect(format(findings)).toBe("");
  }, 600_000);
});
