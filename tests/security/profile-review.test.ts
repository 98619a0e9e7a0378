import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { artistProfileChanges } from "../../db/schema.ts";
import { applyAsNewArtist, setArtistStatus, suiteAppWithLookups } from "../artist-fixtures.ts";
import { completeJob, studioIn } from "../invoice-fixtures.ts";
import { confirmJobInDb, endJobInDb, jobBody } from "../job-fixtures.ts";
import { startSmtpPeer } from "../smtp-peer.ts";
import type { ArtistProfile } from "../../src/features/artists/artist-area.contract.ts";
import type { ArtistListItem, PublicArtistDetail } from "../../src/features/artists/artists.contract.ts";
import type { Invoice } from "../../src/features/invoices/invoice.contract.ts";
import type { NotificationPage } from "../../src/features/notifications/notifications.contract.ts";
import type { ProfileChange, ProfileChangeDecided } from "../../src/features/artists/profile-changes.contract.ts";
import type { DomainEvent } from "../../src/platform/events/domain-events.ts";
import { expectQueueListing } from "../admin-fixtures.ts";

/**
 * The second outside review: an approved artist's name and bio flow into mails, invoices and
 * the public profile, yet the artist could change them at will. A new name or bio now waits
 * for the agency, as new styles do: everything keeps the approved text until the agency
 * approves the change; the artist sees it waiting, the agency sees old and new side by side
 * and approves it or declines it with a reason, which the artist's notification carries.
 */

// Every account costs an argon2 hash, and a mail goes through a real SMTP peer: on a busy machine a test needs more than 5 s.
setDefaultTimeout(60_000);

const peer = await startSmtpPeer();
const { t, l } = await suiteAppWithLookups({ env: peer.env });
afterAll(() => peer.close());
const admin = (await t.adminLogin()).cookie;
const heard: DomainEvent[] = [];
for (const type of ["artist.profile_change_requested", "artist.profile_change_approved", "artist.profile_change_rejected"] as const) {
  t.deps.events.on(type, (e) => heard.push(e));
}

const APPROVED_BIO = "Ballet teacher, RAD syllabus.";

/** An artist named `name`, its bio APPROVED_BIO, approved by the agency. */
async function approved(name: string) {
  const artist = await applyAsNewArtist(t, l, { bio: APPROVED_BIO }, name);
  await setArtistStatus(t, artist.artistId, "approved");
  return artist;
}

/** PUT /artist/update with `texts` (the bio left out when not given: unchanged). */
function save(artist: { cookie: string; email: string }, texts: { name: string; bio?: string }) {
  const form = new FormData();
  form.append("name", texts.name);
  form.append("email", artist.email);
  if (texts.bio !== undefined) form.append("bio", texts.bio);
  return t.call<ArtistProfile>("PUT", "/api/artist/update", { cookie: artist.cookie, body: form });
}

const profileOf = async (cookie: string) => (await t.call<ArtistProfile>("GET", "/api/artist/profile", { cookie })).body;
const publicDetail = async (artistId: string) => (await t.call<PublicArtistDetail>("GET", `/api/artist/artist-detail/${artistId}`)).body;
const rosterName = async (artistId: string) => (await t.call<ArtistListItem[]>("GET", "/api/artist/all-list")).body.find((a) => a.id === artistId)?.user;
const changesOf = async (artistId: string) =>
  (await t.call<ProfileChange[]>("GET", "/api/admin/profile-changes", { cookie: admin })).body.filter((c) => c.artistId === artistId);
const decide = <T = ProfileChangeDecided>(changeId: string, body: unknown) =>
  t.call<T>("PUT", `/api/admin/profile-changes/${changeId}`, { cookie: admin, body });
async function notificationsOf(cookie: string) {
  await t.deps.notifications.idle();
  return (await t.call<NotificationPage>("GET", "/api/notifications", { cookie })).body.items;
}

describe("an approved artist's new name and bio wait for the agency", () => {
  test("the profile, the roster, the public page keep the approved text; the artist sees the new one waiting; the agency hears of it", async () => {
    const artist = await approved("Maya Singh");
    const from = heard.length;

    const r = await save(artist, { name: "Maya \u202egnp.exe", bio: "Click www.example.test for cheap lessons" });
    // A bidi override is never a name, waiting or not.
    expect(r.status).toBe(400);
    const saved = await save(artist, { name: "Maya Singh-Roy", bio: "Ballet and jazz teacher, RAD syllabus." });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("Profile updated. Your new name and bio await the agency's review: until then your profile shows the approved ones");
    expect(saved.body).toMatchObject({
      user: "Maya Singh",
      bio: APPROVED_BIO,
      pendingChange: { name: "Maya Singh-Roy", bio: "Ballet and jazz teacher, RAD syllabus." },
    });
    expect(await publicDetail(artist.artistId)).toMatchObject({ user: "Maya Singh", bio: APPROVED_BIO });
    expect(await rosterName(artist.artistId)).toBe("Maya Singh");
    expect(heard.slice(from)).toEqual([
      { type: "artist.profile_change_requested", changeId: expect.any(String), artistId: artist.artistId, userId: artist.user.userId, asked: "both" },
    ]);

    const [change] = await changesOf(artist.artistId);
    expect(change).toMatchObject({
      artistEmail: artist.email,
      name: "Maya Singh",
      newName: "Maya Singh-Roy",
      bio: APPROVED_BIO,
      newBio: "Ballet and jazz teacher, RAD syllabus.",
    });
    const notice = (await notificationsOf(admin)).find((n) => n.kind === "admin.profile_change");
    expect(notice).toMatchObject({ title: "New name or bio to review", body: "Maya Singh asks to change their name and bio.", link: "/admin/profile-reviews" });
  });

  test("saving again asks nothing new; an edit replaces what waits under a new id; the approved text again withdraws it", async () => {
    const artist = await approved("Léa Tremblay");
    await save(artist, { name: "Léa Tremblay-Roy" });
    const [first] = await changesOf(artist.artistId);
    expect(first).toMatchObject({ newName: "Léa Tremblay-Roy", newBio: null });

    // The bio not sent: what waits stays as it was.
    const again = await save(artist, { name: "Léa Tremblay-Roy" });
    expect(again.json.message).toBe("Profile updated");
    expect((await changesOf(artist.artistId)).map((c) => c.id)).toEqual([first!.id]);

    const edited = await save(artist, { name: "Léa Roy", bio: "Contemporary and ballet." });
    expect(edited.json.message).toBe("Profile updated. Your new name and bio await the agency's review: until then your profile shows the approved ones");
    const [second] = await changesOf(artist.artistId);
    expect(second).toMatchObject({ newName: "Léa Roy", newBio: "Contemporary and ballet.", createdAt: first!.createdAt });
    expect(second!.id).not.toBe(first!.id);
    // The agency decides what it saw: the version before the edit is gone.
    const stale = await decide<null>(first!.id, { status: "approved" });
    expect(stale.status).toBe(404);
    expect(stale.json).toEqual({ status: false, message: "Profile change not found: it was decided, withdrawn or edited meanwhile", response: null });
    expect((await profileOf(artist.cookie)).user).toBe("Léa Tremblay");

    // Back to the approved name: only the bio waits; back to the approved bio too: nothing does.
    await save(artist, { name: "Léa Tremblay" });
    expect(await changesOf(artist.artistId)).toMatchObject([{ newName: null, newBio: "Contemporary and ballet." }]);
    const withdrawn = await save(artist, { name: "Léa Tremblay", bio: APPROVED_BIO });
    expect(withdrawn.body.pendingChange).toBeNull();
    expect(await changesOf(artist.artistId)).toEqual([]);
  });

  test("mails and invoices keep the approved name until the agency approves the new one", async () => {
    const artist = await approved("Nadia Okafor");
    await save(artist, { name: "Nadia O." });
    const studio = await studioIn(t, "ON");
    const posted = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody() });
    const jobId = posted.body._id;
    await confirmJobInDb(t, jobId, artist.artistId);
    await endJobInDb(t, jobId);
    expect((await completeJob(t, { cookie: admin }, jobId)).status).toBe(200);
    const [invoice] = (await t.call<Invoice[]>("GET", `/api/invoices?jobId=${jobId}`, { cookie: studio.cookie })).body;
    expect(invoice!.lines[0]!.description).toContain("with Nadia Okafor");
    expect(invoice!.lines[0]!.description).not.toContain("Nadia O.,");

    const [change] = await changesOf(artist.artistId);
    await decide(change!.id, { status: "rejected", reason: "Please use your full name, as on your documents." });
    await t.deps.notifications.idle();
    await t.drainMail();
    const mail = await peer.waitForMail((m) => m.to.includes(artist.email) && m.subject === "Your new name was not approved");
    expect(mail.text).toContain("Hello Nadia Okafor,");
    expect(mail.text).toContain("Please use your full name, as on your documents.");
  });
});

describe("the agency's decision", () => {
  test("approved: the new texts are the profile's at once, everywhere; the artist is told; a second decision finds nothing", async () => {
    const artist = await approved("Sofia Marchetti");
    await save(artist, { name: "Sofia Marchetti-Lane", bio: "Jazz and tap, fifteen years." });
    expect(await rosterName(artist.artistId)).toBe("Sofia Marchetti");
    const [change] = await changesOf(artist.artistId);
    const from = heard.length;

    const r = await decide(change!.id, { status: "approved" });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Sofia Marchetti's profile shows the change now");
    expect(r.body).toMatchObject({ id: change!.id, status: "approved", name: "Sofia Marchetti", newName: "Sofia Marchetti-Lane" });
    expect(heard.slice(from)).toEqual([
      { type: "artist.profile_change_approved", changeId: change!.id, artistId: artist.artistId, userId: artist.user.userId, asked: "both" },
    ]);
    expect(await profileOf(artist.cookie)).toMatchObject({ user: "Sofia Marchetti-Lane", bio: "Jazz and tap, fifteen years.", pendingChange: null });
    expect(await publicDetail(artist.artistId)).toMatchObject({ user: "Sofia Marchetti-Lane", bio: "Jazz and tap, fifteen years." });
    // The roster was cached with the old name; the event dropped it.
    expect(await rosterName(artist.artistId)).toBe("Sofia Marchetti-Lane");
    expect((await notificationsOf(artist.cookie))[0]).toMatchObject({
      kind: "profile.change_approved",
      title: "Your new name and bio are approved",
      link: "/artist/artist-profile",
    });

    const second = await decide<null>(change!.id, { status: "rejected" });
    expect(second.status).toBe(404);
  });

  test("declined with a reason: nothing changes, the artist reads why, in its language", async () => {
    const artist = await approved("Amelia Chen");
    await save(artist, { name: "Amelia Chen", bio: "Best teacher in Canada, call 555-0100." });
    const [change] = await changesOf(artist.artistId);
    const r = await decide(change!.id, { status: "rejected", reason: "No phone numbers in a bio, please." });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe("Change declined: Amelia Chen's profile stays as it was");
    expect(await profileOf(artist.cookie)).toMatchObject({ bio: APPROVED_BIO, pendingChange: null });
    expect(await publicDetail(artist.artistId)).toMatchObject({ bio: APPROVED_BIO });
    const [told] = await notificationsOf(artist.cookie);
    expect(told).toMatchObject({
      kind: "profile.change_rejected",
      title: "Your new bio was not approved",
      body: "The agency’s reason: No phone numbers in a bio, please.",
    });
    const french = (await t.call<NotificationPage>("GET", "/api/notifications", { cookie: artist.cookie, headers: { "accept-language": "fr" } })).body.items[0];
    expect(french).toMatchObject({
      title: "Votre nouvelle bio n’a pas été approuvée",
      body: "La raison de l’agence\u00a0: No phone numbers in a bio, please.",
    });
  });

  test("two decisions racing on one change: one wins, the other finds nothing", async () => {
    const artist = await approved("Noor Haddad");
    await save(artist, { name: "Noor Haddad", bio: "Contemporary, twelve years." });
    const [change] = await changesOf(artist.artistId);
    const replies = await Promise.all([decide(change!.id, { status: "rejected" }), decide(change!.id, { status: "approved" })]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404]);
    const won = replies.find((r) => r.status === 200)!.body.status;
    expect((await profileOf(artist.cookie)).bio).toBe(won === "approved" ? "Contemporary, twelve years." : APPROVED_BIO);
    expect(await changesOf(artist.artistId)).toEqual([]);
  });

  test("a decision the agency can read, a reason of one plain text of 1,000 characters at most; who may decide is the matrix's (tests/api-cases.ts)", async () => {
    const artist = await approved("Priya Raman");
    await save(artist, { name: "Priya R." });
    const [change] = await changesOf(artist.artistId);
    for (const [body, message] of [
      [{ status: "maybe" }, "Status must be approved or rejected"],
      [{ status: "rejected", reason: "x".repeat(1001) }, "Reason must be at most 1000 characters"],
      [{ status: "rejected", reason: "No\u0000" }, "Reason must not contain control characters"],
    ] as const) {
      const bad = await decide<null>(change!.id, body);
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({ status: false, message, response: null });
    }
    expect((await decide("not-an-id", { status: "approved" })).status).toBe(404);
    // Nothing was decided by the refused calls.
    expect(await changesOf(artist.artistId)).toHaveLength(1);
    expect((await profileOf(artist.cookie)).user).toBe("Priya Raman");
  });

  test("the list pages with X-Total-Count, oldest first", () => expectQueueListing(t, admin, "/api/admin/profile-changes"));
});

describe("before approval, and when the account goes", () => {
  test("an artist not yet approved writes freely: the agency reviews the whole application", async () => {
    const artist = await applyAsNewArtist(t, l, {}, "Jo Park");
    const r = await save(artist, { name: "Jo Park-Lee", bio: "Hip hop and jazz." });
    expect(r.json.message).toBe("Profile updated");
    expect(r.body).toMatchObject({ user: "Jo Park-Lee", bio: "Hip hop and jazz.", pendingChange: null });
    expect(await changesOf(artist.artistId)).toEqual([]);
  });

  test("the account's export holds the waiting change; its deletion erases it", async () => {
    const artist = await approved("Kim Lavoie");
    await save(artist, { name: "Kim Lavoie", bio: "Private text waiting for review." });
    const exported = await t.request("GET", "/api/auth/account/export", { cookie: artist.cookie });
    expect(((await exported.json()) as { artistProfile: { changeAwaitingReview: unknown } }).artistProfile.changeAwaitingReview).toMatchObject({
      name: null,
      bio: "Private text waiting for review.",
    });
    const gone = await t.call("DELETE", "/api/auth/account", { cookie: artist.cookie, body: { password: "password-123" } });
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(artistProfileChanges).where(eq(artistProfileChanges.artistId, artist.artistId))).toEqual([]);
  });
});
