import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  accountTokens,
  artistBlackouts,
  artistWeeklyHours,
  artists,
  chatMessages,
  clients,
  jobApplications,
  jobs,
  sessions,
  users,
} from "../../../db/schema.ts";
import type { AdminArtist } from "../artists/artist-area.contract.ts";
import type { AdminJob } from "../bookings/admin.contract.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import type { AccountExport } from "./account-export.ts";
import { issueJobInvoice } from "../invoices/invoices.ts";
import { lastMail, PASSWORD, register } from "../../../tests/account-fixtures.ts";
import { approvedArtist, fetchLookups } from "../../../tests/artist-fixtures.ts";
import { suiteApp, type TestApp } from "../../../tests/harness.ts";
import { completeJobInDb, dayFromToday, jobBody, STUDIO_PROFILE } from "../../../tests/job-fixtures.ts";

/** Tests that build an artist with its files and bookings: room on a busy machine or a real PostgreSQL. */
const HEAVY = 30_000;
const t = await suiteApp();
/** One export (and one password check) per user a window: the limits are tested here. */
const limited = await suiteApp({ rateLimits: { account: { limit: 1, windowMs: 60_000 } } });
const l = await fetchLookups(t);
const admin = await t.adminLogin();

/** A studio with a profile; `jobs` posts Ballet jobs (the first `confirmed` of them confirmed with `artistId`). */
async function studioWithJobs(app: TestApp) {
  const client = await app.signUp("client", "Claire Dubois");
  await app.call("POST", "/api/client/add", { cookie: client.cookie, body: STUDIO_PROFILE });
  const post = async () =>
    (await app.call<{ _id: string }>("POST", "/api/job/add", { cookie: client.cookie, body: jobBody({ style: "Ballet", description: "Bring pointe shoes" }) }))
      .body._id;
  return { ...client, post };
}

/**
 * An approved Ballet artist with everything an account gathers: an opt-in on a
 * pending job, a job it is confirmed on, a chat both ways, a style awaiting review,
 * weekly hours and a blackout.
 */
async function busyArtist() {
  const artist = await approvedArtist(t, l, "Ballet", "Maya Singh");
  const studio = await studioWithJobs(t);
  const pendingJob = await studio.post();
  const confirmedJob = await studio.post();
  for (const jobId of [pendingJob, confirmedJob]) {
    await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: artist.cookie, body: { note: "I can bring my own music" } });
  }
  const confirm = await t.call("PUT", `/api/admin/jobs/${confirmedJob}/confirm`, { cookie: admin.cookie, body: { artistId: artist.artistId } });
  expect(confirm.status).toBe(200);
  await t.call("POST", "/api/chat/send", { cookie: artist.cookie, body: { receiverId: ADMIN_ID, message: "My phone is 416 555 0199" } });
  await t.call("POST", "/api/chat/send", { cookie: admin.cookie, body: { receiverId: artist.user.userId, message: "Thanks, noted" } });
  const availability = { weekly: [{ day: 2, from: "16:00", to: "20:00" }], blackouts: [{ from: dayFromToday(7), to: dayFromToday(9), note: "Surgery" }] };
  expect((await t.call("PUT", "/api/artist/availability", { cookie: artist.cookie, body: availability })).status).toBe(200);
  const [row] = await t.db.select().from(artists).where(eq(artists.id, artist.artistId));
  return { ...artist, studio, pendingJob, confirmedJob, row: row! };
}

const exportOf = async (cookie: string) => {
  const res = await t.request("GET", "/api/auth/account/export", { cookie });
  return { res, data: (await res.json()) as AccountExport };
};

describe("GET /api/auth/account/export", () => {
  test(
    "an artist's download: account, profile with file keys, opt-ins, confirmed jobs, chat, sessions; no secrets",
    async () => {
      const a = await busyArtist();
      const address = { street: "12 Rue Saint-Denis", city: "Montréal", province: "QC", postalCode: "H2X 1Y4" };
      expect((await t.call("PUT", "/api/artist/mailing-address", { body: address, cookie: a.cookie })).status).toBe(200);
      const { res, data } = await exportOf(a.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="dancelink-account-\d{4}-\d\d-\d\d\.json"$/);
      expect(res.headers.get("cache-control")).toContain("no-store");
      expect(data.account).toEqual({
        id: a.user.userId,
        name: "Maya Singh",
        email: a.email,
        role: "artist",
        staffRole: null,
        locale: null,
        emailVerifiedAt: null,
        status: "active",
        createdAt: expect.any(String),
      });
      expect(data.artistProfile).toMatchObject({
        id: a.artistId,
        status: "approved",
        styles: ["Ballet"],
        mailingAddress: expect.objectContaining(address),
        weeklyHours: [{ day: 2, from: "16:00", to: "20:00" }],
        blackouts: [{ from: dayFromToday(7), to: dayFromToday(9), note: "Surgery" }],
        files: {
          headshot: a.row.headshotKey,
          resume: a.row.resumeKey,
          policeCheck: a.row.policeCheckKey,
          directDeposit: a.row.directDepositKey,
          referenceLetters: a.row.referenceLetterKeys,
        },
      });
      expect(data.studioProfile).toBeNull();
      expect(data.jobOptIns.map((o) => o.job.id).sort()).toEqual([a.pendingJob, a.confirmedJob].sort());
      expect(data.jobOptIns[0]!.note).toBe("I can bring my own music");
      expect(data.jobsConfirmed.map((j) => j.id)).toEqual([a.confirmedJob]);
      expect(data.chatMessages.map((m) => [m.direction, m.message, m.with.name])).toEqual([
        ["sent", "My phone is 416 555 0199", "Admin"],
        ["received", "Thanks, noted", "Admin"],
      ]);
      expect(data.sessions.length).toBeGreaterThan(0);
      expect(data.mailedLinks).toEqual([expect.objectContaining({ purpose: "verify_email", email: a.email, usedAt: null })]);
      const text = JSON.stringify(data);
      expect(text).not.toContain("argon2");
      expect(text).not.toContain("tokenHash");
      const [link] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, a.user.userId));
      expect(text).not.toContain(link!.tokenHash);
      // The studio's people are not the artist's data.
      expect(text).not.toContain(a.studio.email);
    },
    HEAVY,
  );

  test("a studio's download: its profile and the jobs it posted", async () => {
    const studio = await studioWithJobs(t);
    const jobId = await studio.post();
    const { data } = await exportOf(studio.cookie);
    expect(data.studioProfile).toMatchObject(STUDIO_PROFILE);
    expect(data.jobsPosted).toEqual([expect.objectContaining({ id: jobId, style: "Ballet", status: "pending", description: "Bring pointe shoes" })]);
    expect(data.artistProfile).toBeNull();
    expect(data.jobOptIns).toEqual([]);
  });

  test(
    "the reviews a studio wrote, its shortlist and its invoices are in its download; the artist's has the reviews it received",
    async () => {
      const a = await busyArtist();
      await completeJobInDb(t, a.confirmedJob, a.artistId);
      const invoiceId = await t.db.transaction((tx) => issueJobInvoice(tx, a.confirmedJob));
      const review = await t.call("POST", "/api/review", { cookie: a.studio.cookie, body: { jobId: a.confirmedJob, rating: 4, comment: "Lovely class" } });
      expect(review.status).toBe(201);
      expect((await t.call("POST", `/api/client/favourites/${a.artistId}`, { cookie: a.studio.cookie })).status).toBe(201);

      const studioData = (await exportOf(a.studio.cookie)).data;
      expect(studioData.reviewsWritten).toEqual([
        expect.objectContaining({ jobId: a.confirmedJob, artistId: a.artistId, artistName: "Maya Singh", rating: 4, comment: "Lovely class", hidden: false }),
      ]);
      expect(studioData.shortlist).toEqual([{ artistId: a.artistId, artistName: "Maya Singh", savedAt: expect.any(String) }]);
      expect(studioData.reviewsReceived).toEqual([]);
      expect(studioData.invoices).toEqual([
        expect.objectContaining({ id: invoiceId, number: expect.stringMatching(/^INV-\d{4}-\d{6}$/), jobId: a.confirmedJob, kind: "invoice" }),
      ]);

      const artistData = (await exportOf(a.cookie)).data;
      expect(artistData.reviewsReceived).toEqual([expect.objectContaining({ jobId: a.confirmedJob, rating: 4, comment: "Lovely class", reply: null })]);
      expect(artistData.reviewsWritten).toEqual([]);
      expect(artistData.shortlist).toEqual([]);
      expect(artistData.invoices).toEqual([]);
    },
    HEAVY,
  );

  test("contact-form messages sent from the account's address are in it", async () => {
    const { email, cookie } = await register(t);
    await t.call("POST", "/api/contact/add", { body: { firstName: "Ana", lastName: "Lopez", email, phoneNumber: "4165550100", message: "Hello there" } });
    const { data } = await exportOf(cookie);
    expect(data.contactMessages).toEqual([expect.objectContaining({ email, message: "Hello there" })]);
  });

  test("signed out 401; limited per user: 429 with Retry-After", async () => {
    expect((await t.call("GET", "/api/auth/account/export")).status).toBe(401);
    const { cookie } = await register(limited);
    expect((await limited.request("GET", "/api/auth/account/export", { cookie })).status).toBe(200);
    const r = await limited.call("GET", "/api/auth/account/export", { cookie, headers: { "accept-language": "fr" } });
    expect(r.status).toBe(429);
    expect(r.res.headers.get("retry-after")).toBeTruthy();
    expect(r.json.message).toBe("Trop d’exportations, veuillez réessayer dans quelques minutes");
  });
});

const deleteAccount = (cookie: string, password = PASSWORD, headers: Record<string, string> = {}) =>
  t.call("DELETE", "/api/auth/account", { cookie, body: { password }, headers });

describe("DELETE /api/auth/account", () => {
  test("a wrong password is a 403 and nothing changes", async () => {
    const { cookie, userId } = await register(t);
    const r = await deleteAccount(cookie, "not-my-password");
    expect(r.status).toBe(403);
    expect(r.json.message).toBe("Your password is not correct");
    expect((await t.db.select().from(users).where(eq(users.id, userId)))[0]!.status).toBe("active");
    expect((await t.call("GET", "/api/auth/me", { cookie })).status).toBe(200);
  });

  test("the agency's account cannot be deleted", async () => {
    const r = await deleteAccount(admin.cookie, "whatever-password", { "accept-language": "fr" });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe("Le compte de l’agence ne peut pas être supprimé");
  });

  test(
    "an artist: erased, files removed, off the roster and the console, bookings kept anonymised, address free again",
    async () => {
      const a = await busyArtist();
      const other = await t.logIn(a.email, PASSWORD);
      const r = await t.request("DELETE", "/api/auth/account", { cookie: a.cookie, body: { password: PASSWORD } });
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ status: true, message: "Your account has been deleted", response: null });
      expect(r.headers.getSetCookie().join()).toMatch(/session=;.*Max-Age=0/);

      // Signed out everywhere; cannot log in (the same 401 as unknown credentials).
      for (const c of [a.cookie, other.cookie]) expect((await t.call("GET", "/api/auth/me", { cookie: c })).status).toBe(401);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, a.user.userId))).toEqual([]);
      const login = await t.call("POST", "/api/auth/login", { body: { email: a.email, password: PASSWORD } });
      expect(login.status).toBe(401);
      expect(login.json.message).toBe("Invalid email or password");

      // The user row stays, erased.
      const [user] = await t.db.select().from(users).where(eq(users.id, a.user.userId));
      expect(user).toMatchObject({ name: "Deleted user", email: `deleted-${a.user.userId}@invalid`, status: "deleted", locale: null, emailVerifiedAt: null });
      expect(user!.passwordHash).not.toStartWith("$argon2");
      const [row] = await t.db.select().from(artists).where(eq(artists.id, a.artistId));
      expect(row).toMatchObject({ bio: "", experience: "", headshotKey: "", resumeKey: "", policeCheckKey: null, directDepositKey: "", status: "rejected" });
      // When it was free, and its blackouts' notes, are nobody's business any more.
      expect(await t.db.select().from(artistWeeklyHours).where(eq(artistWeeklyHours.artistId, a.artistId))).toEqual([]);
      expect(await t.db.select().from(artistBlackouts).where(eq(artistBlackouts.artistId, a.artistId))).toEqual([]);

      // Every stored file is gone.
      for (const key of [a.row.headshotKey, a.row.resumeKey, a.row.policeCheckKey, a.row.directDepositKey, ...a.row.referenceLetterKeys]) {
        expect(key && (await t.deps.files.get(key))).toBeFalsy();
      }

      // Off the roster, its profile and the agency's applications.
      const roster = await t.call<{ id: string }[]>("GET", "/api/artist/all-list");
      expect(roster.body.some((x) => x.id === a.artistId)).toBe(false);
      expect((await t.call("GET", `/api/artist/artist-detail/${a.artistId}`)).status).toBe(404);
      const applications = await t.call<AdminArtist[]>("GET", "/api/admin/artists", { cookie: admin.cookie });
      expect(applications.body.some((x) => x.id === a.artistId)).toBe(false);
      expect((await t.call("GET", `/api/admin/artists/${a.artistId}`, { cookie: admin.cookie })).status).toBe(404);

      // The booking stays for the agency's books, its artist anonymised; the opt-in on a pending job is withdrawn, the kept one's note erased.
      const job = await t.call<AdminJob>("GET", `/api/admin/jobs/${a.confirmedJob}`, { cookie: admin.cookie });
      expect(job.body).toMatchObject({ status: "confirmed", confirmedArtist: { id: a.artistId, name: "Deleted user" } });
      const optIns = await t.db.select().from(jobApplications).where(eq(jobApplications.artistId, a.artistId));
      expect(optIns.map((o) => [o.jobId, o.note])).toEqual([[a.confirmedJob, ""]]);

      // Its chat messages lose their text; the agency's replies stay.
      const chat = await t.db.select().from(chatMessages).where(eq(chatMessages.senderId, a.user.userId));
      expect(chat.map((m) => m.message)).toEqual([""]);
      const replies = await t.db.select().from(chatMessages).where(eq(chatMessages.receiverId, a.user.userId));
      expect(replies.map((m) => m.message)).toEqual(["Thanks, noted"]);

      // A confirmation to the address it had; its links are gone; the address can sign up again.
      expect(await lastMail(t, a.email, "account-deleted")).toMatchObject({ params: { name: "Maya Singh" } });
      expect(await t.db.select().from(accountTokens).where(eq(accountTokens.userId, a.user.userId))).toEqual([]);
      const again = await t.call("POST", "/api/auth/register", { body: { name: "Maya Again", email: a.email, role: "artist", password: PASSWORD } });
      expect(again.status).toBe(201);
    },
    HEAVY,
  );

  test(
    "a studio: profile erased, pending requests cancelled, confirmed bookings kept without its texts",
    async () => {
      const studio = await studioWithJobs(t);
      const artist = await approvedArtist(t, l, "Ballet");
      const pending = await studio.post();
      const booked = await studio.post();
      await t.call("PUT", `/api/job/job-accept/${booked}`, { cookie: artist.cookie });
      await t.call("PUT", `/api/admin/jobs/${booked}/confirm`, { cookie: admin.cookie, body: { artistId: artist.artistId } });

      expect((await deleteAccount(studio.cookie)).status).toBe(200);
      const [profile] = await t.db.select().from(clients).where(eq(clients.userId, studio.user.userId));
      expect(profile).toMatchObject({ studioName: "Deleted user", studioDirector: "", address: "", contactNumber: "", province: "ON" });
      const rows = await t.db.select().from(jobs).where(eq(jobs.clientId, profile!.id));
      const byId = Object.fromEntries(rows.map((j) => [j.id, j]));
      expect(byId[pending]).toMatchObject({ status: "cancelled", studioName: "Deleted user", address: "", description: "" });
      expect(byId[booked]).toMatchObject({ status: "confirmed", confirmedArtistId: artist.artistId, studioName: "Deleted user", address: "", description: "" });
      // What the books need stays: dates, hours, rate, style, city.
      expect(byId[booked]).toMatchObject({ style: "Ballet", rate: expect.any(Number), city: expect.any(String), startDate: expect.any(String) });
      const seen = await t.call<AdminJob>("GET", `/api/admin/jobs/${booked}`, { cookie: admin.cookie });
      expect(seen.body.client).toMatchObject({ userId: studio.user.userId, name: "Deleted user", studioName: "Deleted user", accountStatus: "deleted" });
      // The artist no longer sees the withdrawn request among its offers.
      const offers = await t.call<{ _id: string }[]>("GET", "/api/job/available-jobs", { cookie: artist.cookie });
      expect(offers.body.some((j) => j._id === pending)).toBe(false);
    },
    HEAVY,
  );

  test("validation: the password is required; signed out 401", async () => {
    const { cookie } = await register(t);
    const r = await t.call("DELETE", "/api/auth/account", { cookie, body: {} });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Password is required");
    expect((await t.call("DELETE", "/api/auth/account", { body: { password: PASSWORD } })).status).toBe(401);
  });
});
