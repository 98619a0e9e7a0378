import { afterAll, describe, expect, spyOn, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { chatMailDigests, chatMessages, notifications } from "../../../db/schema.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import type { NotificationItem, NotificationPage, NotificationPreferences } from "./notifications.contract.ts";
import { approvedArtistWithLogin, studioWithLogin, endJobInDb, jobBody } from "../../../tests/job-fixtures.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { startSmtpPeer } from "../../../tests/smtp-peer.ts";

const peer = await startSmtpPeer();
const t = await suiteApp({ env: { ...peer.env, PUBLIC_URL: "https://dance.example" } });
afterAll(() => peer.close());

const admin = await t.adminLogin();
/** Next year: the jobs below are always ahead and within the booking horizon, whenever the suite runs. */
const YEAR = new Date().getFullYear() + 1;
const studio = await studioWithLogin(t);
const ballet = await approvedArtistWithLogin(t, "Ada Ballet", ["Ballet"]);
const tap = await approvedArtistWithLogin(t, "Tom Tap", ["Tap"]);

/** The notifications the events so far have written, then the caller's list in `locale`. */
async function list(cookie: string, locale = "en", query = "") {
  await t.deps.notifications.idle();
  const r = await t.call<NotificationPage>("GET", `/api/notifications${query}`, { cookie, headers: { "accept-language": locale } });
  expect(r.status).toBe(200);
  return r.body;
}
const kindsOf = async (cookie: string) => (await list(cookie)).items.map((n) => n.kind);
const latest = async (cookie: string, locale = "en") => (await list(cookie, locale)).items[0]!;

async function postJob(overrides: Record<string, unknown> = {}) {
  const r = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody(overrides) });
  expect(r.status).toBe(201);
  return r.body._id;
}
async function optIn(cookie: string, jobId: string) {
  expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie, body: {} })).status).toBe(200);
}

describe("events notify the right people and nobody else", () => {
  test("a job posted: the studio hears it was received, every admin that it was posted, the artists of its style that it matches", async () => {
    const jobId = await postJob({ startDate: `${YEAR}-03-04`, endDate: `${YEAR}-03-04`, startTime: "09:00" });
    const received = await latest(studio.cookie);
    expect(received).toMatchObject({ kind: "job.received", title: "We received your Ballet booking", link: `/client/jobs/details/${jobId}`, readAt: null });
    expect(received.body).toBe(`The agency is finding an artist for 9:00 AM on Mar 4, ${YEAR}.`);
    const fr = await latest(studio.cookie, "fr-CA");
    expect(fr.title).toBe("Nous avons reçu votre réservation de Ballet");
    expect(fr.body).toBe(`L’agence cherche un artiste pour le 4 mars ${YEAR}, à 9 h 00.`);
    expect(await latest(admin.cookie)).toMatchObject({
      kind: "admin.job_posted",
      body: `Pointe Studio posted a Ballet job for Mar 4, ${YEAR}.`,
      link: `/admin/jobs/${jobId}`,
    });
    expect(await latest(ballet.cookie)).toMatchObject({ kind: "job.matching", title: "New Ballet job", link: `/artist/jobs/details/${jobId}` });
    expect(await kindsOf(tap.cookie)).not.toContain("job.matching");
  });

  test("the catalogue's availability names choose nobody: an artist who ticked 'Weekends' hears of a Tuesday-morning job of its style", async () => {
    const weekends = await approvedArtistWithLogin(t, "Wendy Weekends", ["Ballet"], ["Weekends"]);
    const evenings = await approvedArtistWithLogin(t, "Eve Evenings", ["Ballet"], ["Weekday evenings"]);
    // The first Tuesday of March, 9:00: neither a weekend nor an evening.
    const march = new Date(Date.UTC(YEAR, 2, 1));
    const tuesday = new Date(Date.UTC(YEAR, 2, 1 + ((9 - march.getUTCDay()) % 7))).toISOString().slice(0, 10);
    const jobId = await postJob({ startDate: tuesday, endDate: tuesday, startTime: "09:00" });
    for (const artist of [weekends, evenings]) {
      expect((await list(artist.cookie)).items.filter((n) => n.kind === "job.matching" && n.link === `/artist/jobs/details/${jobId}`)).toHaveLength(1);
    }
  });

  test("a confirm: the artist is booked, the studio hears who and when; the artist's mail carries the link and one-click unsubscribe", async () => {
    const jobId = await postJob({ startDate: `${YEAR}-05-06`, endDate: `${YEAR}-05-07`, startTime: "18:30" });
    await optIn(ballet.cookie, jobId);
    const confirm = await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: ballet.artist.id } });
    expect(confirm.status).toBe(200);
    expect(await latest(ballet.cookie)).toMatchObject({
      kind: "job.confirmed",
      title: "You are booked: Ballet at Pointe Studio",
      body: `You are confirmed for May 6, ${YEAR} at 6:30 PM, in Toronto.`,
      link: `/artist/jobs/confirmed/${jobId}`,
    });
    expect(await latest(studio.cookie)).toMatchObject({
      kind: "job.artist_confirmed",
      title: "Ada Ballet is confirmed for your Ballet booking",
      body: `Ada Ballet will be there at 6:30 PM on May 6, ${YEAR}.`,
      link: `/client/jobs/confirmed/${jobId}`,
    });
    expect((await latest(studio.cookie, "fr")).body).toBe(`Ada Ballet sera là le 6 mai ${YEAR} à 18 h 30.`);
    expect(await kindsOf(tap.cookie)).not.toContain("job.confirmed");

    await t.drainMail();
    const mail = await peer.waitForMail((m) => m.subject === "You are booked: Ballet at Pointe Studio");
    expect(mail.subject).toBe("You are booked: Ballet at Pointe Studio");
    expect(mail.links).toContain(`https://dance.example/artist/jobs/confirmed/${jobId}`);
    // RFC 8058: the header's URL and the one-click marker, as the mail went over the wire.
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
    const url = /^List-Unsubscribe: <([^>]+)>/im.exec(headers)?.[1] ?? "";
    expect(url).toStartWith("https://dance.example/api/notifications/unsubscribe?token=");
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
    expect(mail.links).toContain(url);

    // The mail's link turns that kind's mail off without a session (a mail provider's one-click POST).
    const oneClick = await t.app.request(url.replace("https://dance.example", ""), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const prefs = await t.call<NotificationPreferences>("GET", "/api/notifications/preferences", { cookie: ballet.cookie });
    expect(prefs.body.items.find((p) => p.kind === "job.confirmed")?.email).toBe(false);
    expect(prefs.body.items.find((p) => p.kind === "job.matching")?.email).toBe(true);

    // In-app still comes; the mail does not.
    const before = peer.received.length;
    const second = await postJob();
    await optIn(ballet.cookie, second);
    await t.call("PUT", `/api/admin/jobs/${second}/confirm`, { cookie: admin.cookie, body: { artistId: ballet.artist.id } });
    expect(await latest(ballet.cookie)).toMatchObject({ kind: "job.confirmed", link: `/artist/jobs/confirmed/${second}` });
    await t.drainMail();
    expect(peer.received.slice(before).filter((m) => m.subject.startsWith("You are booked"))).toEqual([]);
    expect(peer.received.slice(before).some((m) => m.subject.startsWith("Ada Ballet is confirmed"))).toBe(true);

    // Completed: the studio gets the invoice's link, and is asked to review the artist, a mail each.
    await endJobInDb(t, jobId);
    await t.call("PUT", `/api/admin/jobs/${jobId}/status`, { cookie: admin.cookie, body: { status: "completed" } });
    const { items } = await list(studio.cookie);
    expect(items.find((n) => n.kind === "job.completed")).toMatchObject({ link: `/client/jobs/confirmed/${jobId}/invoice` });
    expect(items.find((n) => n.kind === "review.requested")).toMatchObject({
      title: "How did it go? Review Ada Ballet",
      link: `/client/jobs/confirmed/${jobId}`,
    });
    expect((await list(studio.cookie, "fr")).items.find((n) => n.kind === "review.requested")?.title).toBe("Comment ça s’est passé\u00a0? Évaluez Ada Ballet");
    await t.drainMail();
    expect((await peer.waitForMail((m) => m.subject === "How did it go? Review Ada Ballet")).subject).toBe("How did it go? Review Ada Ballet");

    // The artist who taught it hears it is completed, and then of the studio's review, in its language, a mail each.
    expect(await latest(ballet.cookie)).toMatchObject({
      kind: "job.work_completed",
      title: "Job completed: Ballet at Pointe Studio",
      link: `/artist/jobs/confirmed/${jobId}`,
    });
    expect((await latest(ballet.cookie, "fr")).title).toBe("Contrat terminé\u00a0: Ballet chez Pointe Studio");
    expect((await t.call("POST", "/api/review", { cookie: studio.cookie, body: { jobId, rating: 4, comment: "Lovely class" } })).status).toBe(201);
    expect(await latest(ballet.cookie)).toMatchObject({
      kind: "review.received",
      title: "New review from Pointe Studio: 4/5",
      body: expect.stringMatching(/^Pointe Studio reviewed your Ballet job of \w{3} \d+, \d{4}\. Read it and reply on your reviews page\.$/),
      link: "/artist/reviews",
    });
    expect((await latest(ballet.cookie, "fr")).title).toBe("Nouvel avis de Pointe Studio\u00a0: 4/5");
    expect(await kindsOf(studio.cookie)).not.toContain("review.received");
    await t.drainMail();
    expect((await peer.waitForMail((m) => m.subject === "New review from Pointe Studio: 4/5")).links).toContain("https://dance.example/artist/reviews");
    expect((await peer.waitForMail((m) => m.subject === "Job completed: Ballet at Pointe Studio")).subject).toBeString();
  });

  test("weekly classes: the texts and the mail name the schedule, not only the first day, in English and French", async () => {
    // The first Tuesday of March next year, and the three after it: four sessions.
    const first = [1, 2, 3, 4, 5, 6, 7].find((day) => new Date(Date.UTC(YEAR, 2, day)).getUTCDay() === 2)!;
    const day = (d: number) => `${YEAR}-03-${String(d).padStart(2, "0")}`;
    const jobId = await postJob({ startDate: day(first), endDate: day(first + 21), startTime: "18:00", endTime: "19:30", weekdays: [2] });
    const schedule = `Tuesdays 18:00-19:30, ${first} Mar - ${first + 21} Mar ${YEAR}, 4 sessions`;
    expect((await latest(studio.cookie)).body).toBe(`The agency is finding an artist for ${schedule}.`);
    expect((await latest(studio.cookie, "fr")).body).toBe(
      `L’agence cherche un artiste pour\u00a0: Mardis 18 h 00-19 h 30, ${first} mars - ${first + 21} mars ${YEAR}, 4 séances.`,
    );
    expect((await latest(admin.cookie)).body).toBe(`Pointe Studio posted a Ballet job: ${schedule}.`);
    expect((await latest(ballet.cookie)).body).toBe(`Pointe Studio in Toronto is looking for an artist: ${schedule}.`);

    await optIn(ballet.cookie, jobId);
    expect((await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: ballet.artist.id } })).status).toBe(200);
    expect((await latest(ballet.cookie)).body).toBe(`You are confirmed for ${schedule}, in Toronto.`);
    expect((await latest(studio.cookie)).body).toBe(`Ada Ballet will be there: ${schedule}.`);
    await t.drainMail();
    // The studio's mail (the artist unsubscribed from its booking mails in the test before).
    const mail = await peer.waitForMail((m) => m.subject === "Ada Ballet is confirmed for your Ballet booking" && m.text.includes(schedule));
    expect(mail.text).toContain(`Ada Ballet will be there: ${schedule}.`);
  });

  test("a cancel: the artists who opted in hear it; the studio only when the agency cancelled", async () => {
    // Days of their own: Ada is booked on the days of the jobs above, and an artist is never booked twice at once.
    const byClient = await postJob({ startDate: `${YEAR}-08-05`, endDate: `${YEAR}-08-05` });
    await optIn(ballet.cookie, byClient);
    await t.call("PUT", `/api/job/cancel/${byClient}`, { cookie: studio.cookie });
    expect(await latest(ballet.cookie)).toMatchObject({ kind: "job.cancelled", title: "Job cancelled: Ballet at Pointe Studio" });
    expect((await latest(ballet.cookie)).body).toStartWith("A job you opted in to");
    expect((await list(studio.cookie)).items.filter((n) => n.kind === "job.cancelled_by_agency")).toEqual([]);

    const byAgency = await postJob({ startDate: `${YEAR}-08-12`, endDate: `${YEAR}-08-12` });
    await optIn(ballet.cookie, byAgency);
    await t.call("PUT", `/api/admin/jobs/${byAgency}/confirm`, { cookie: admin.cookie, body: { artistId: ballet.artist.id } });
    await t.call("PUT", `/api/admin/jobs/${byAgency}/status`, { cookie: admin.cookie, body: { status: "cancelled" } });
    expect((await latest(ballet.cookie)).body).toStartWith("The job you were booked for");
    expect(await latest(studio.cookie)).toMatchObject({ kind: "job.cancelled_by_agency", link: `/client/jobs/details/${byAgency}` });
    expect(await kindsOf(tap.cookie)).not.toContain("job.cancelled");
  });

  test("a studio edits its job: the artists who opted in hear of each change, in their language; a draft's edit tells no one", async () => {
    const jobId = await postJob({ startDate: `${YEAR}-08-19`, endDate: `${YEAR}-08-19` });
    await optIn(ballet.cookie, jobId);
    const edit = (overrides: Record<string, unknown>) =>
      t.call("PUT", `/api/job/update/${jobId}`, {
        cookie: studio.cookie,
        body: jobBody({ startDate: `${YEAR}-05-06`, endDate: `${YEAR}-05-06`, ...overrides }),
      });
    expect((await edit({ startTime: "10:00", endTime: "13:00" })).status).toBe(200);
    const changed = await latest(ballet.cookie);
    expect(changed).toMatchObject({ kind: "job.changed", title: "Job changed: Ballet at Pointe Studio", link: `/artist/jobs/details/${jobId}` });
    expect(changed.body).toBe(`The studio changed a job you opted in to. It now starts on May 6, ${YEAR} at 10:00 AM, at 401 Richmond St W, Toronto.`);
    const fr = await latest(ballet.cookie, "fr");
    expect(fr.title).toBe("Contrat modifié\u00a0: Ballet chez Pointe Studio");
    expect(fr.body).toContain(`Il commence maintenant le 6 mai ${YEAR} à 10 h 00`);
    // A second change is news again; the artist of another style, who did not opt in, hears of neither.
    expect((await edit({ startTime: "11:00", endTime: "13:00" })).status).toBe(200);
    expect((await list(ballet.cookie)).items.filter((n) => n.kind === "job.changed" && n.link.endsWith(jobId))).toHaveLength(2);
    expect(await kindsOf(tap.cookie)).not.toContain("job.changed");

    const draft = await t.call<{ _id: string }>("POST", `/api/job/duplicate/${jobId}`, { cookie: studio.cookie });
    const before = (await list(ballet.cookie)).total;
    const adminBefore = (await list(admin.cookie)).total;
    expect((await t.call("PUT", `/api/job/update/${draft.body._id}`, { cookie: studio.cookie, body: jobBody() })).status).toBe(200);
    expect((await list(ballet.cookie)).total).toBe(before);
    expect((await list(admin.cookie)).total).toBe(adminBefore);
    // Posting the draft is posting a job: the agency and the artists of its style hear of it.
    expect((await t.call("PUT", `/api/job/post/${draft.body._id}`, { cookie: studio.cookie })).status).toBe(200);
    expect(await latest(admin.cookie)).toMatchObject({ kind: "admin.job_posted", link: `/admin/jobs/${draft.body._id}` });
    expect(await latest(ballet.cookie)).toMatchObject({ kind: "job.matching", link: `/artist/jobs/details/${draft.body._id}` });
  });

  test("an application: every admin hears of it; the artist of the decision, with the agency's reason", async () => {
    const applicant = await t.signUp("artist", "Nina New");
    const { insertArtist } = await import("../../../tests/factories.ts");
    const { artist } = await insertArtist(t.db, { userId: applicant.user.userId, status: "pending", styles: ["Ballet"] });
    t.deps.events.publish({ type: "artist.applied", artistId: artist.id, userId: applicant.user.userId });
    expect(await latest(admin.cookie)).toMatchObject({
      kind: "admin.artist_applied",
      body: "Nina New applied to join the roster.",
      link: `/admin/applications/${artist.id}`,
    });

    const reject = await t.call("PUT", `/api/admin/artists/${artist.id}/status`, {
      cookie: admin.cookie,
      body: { status: "rejected", reason: "We need a second reference letter." },
    });
    expect(reject.status).toBe(200);
    expect(await latest(applicant.cookie)).toMatchObject({ kind: "application.rejected", body: "The agency’s reason: We need a second reference letter." });
    expect((await latest(applicant.cookie, "fr")).body).toBe("La raison de l’agence\u00a0: We need a second reference letter.");
    await t.call("PUT", `/api/admin/artists/${artist.id}/status`, { cookie: admin.cookie, body: { status: "approved" } });
    expect(await latest(applicant.cookie)).toMatchObject({ kind: "application.approved", title: "Your application was approved" });
    expect(await kindsOf(studio.cookie)).not.toContain("application.approved");
  });

  test("a contact message: every admin, nobody else", async () => {
    const r = await t.call("POST", "/api/contact/add", {
      body: { firstName: "Jo", lastName: "Doe", email: "jo@example.com", phoneNumber: "4165550142", message: "Do you teach hip hop?" },
    });
    expect(r.status).toBeLessThan(300);
    expect(await latest(admin.cookie)).toMatchObject({
      kind: "admin.contact_received",
      body: "Jo Doe (jo@example.com) wrote through the contact form.",
      link: "/admin/contacts",
    });
    expect(await kindsOf(studio.cookie)).not.toContain("admin.contact_received");
  });
});

describe("the API: the caller's own only", () => {
  test("read one, another user's is a 404, read all; the page says total and unread", async () => {
    const page = await list(studio.cookie, "en", "?page=1&pageSize=2");
    expect(page.items).toHaveLength(2);
    expect(page.pageSize).toBe(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.unread).toBe(page.total);
    const [first] = page.items as [NotificationItem];
    expect((await t.call("PUT", `/api/notifications/${first.id}/read`, { cookie: ballet.cookie })).status).toBe(404);
    expect((await t.call("PUT", `/api/notifications/not-an-id/read`, { cookie: studio.cookie })).status).toBe(404);
    const read = await t.call<{ unread: number }>("PUT", `/api/notifications/${first.id}/read`, { cookie: studio.cookie });
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(page.total - 1);
    expect((await list(studio.cookie)).items.find((n) => n.id === first.id)?.readAt).toBeString();
    expect((await list(ballet.cookie)).items.some((n) => n.id === first.id)).toBe(false);
    expect((await t.call<{ unread: number }>("PUT", "/api/notifications/read-all", { cookie: studio.cookie })).body.unread).toBe(0);
    expect((await list(studio.cookie)).unread).toBe(0);
    expect((await t.call("GET", "/api/notifications")).status).toBe(401);
  });

  test("preferences: each kind of the caller's role, e-mail on by default; a partial change; an unknown kind refused in French too", async () => {
    const got = await t.call<NotificationPreferences>("GET", "/api/notifications/preferences", { cookie: studio.cookie, headers: { "accept-language": "fr" } });
    expect(got.body.items.map((p) => p.kind)).toEqual([
      "job.received",
      "job.artist_confirmed",
      "job.completed",
      "review.requested",
      "job.cancelled_by_agency",
      "invoice.due",
      "invoice.overdue",
      "job.rescheduled",
      "chat.messages",
    ]);
    expect(got.body.items.every((p) => p.email)).toBe(true);
    expect(got.body.items[0]).toMatchObject({ labelKey: "notifications.kind.job.received", label: "Demande de réservation reçue" });
    const put = await t.call<NotificationPreferences>("PUT", "/api/notifications/preferences", {
      cookie: studio.cookie,
      body: { email: { "job.completed": false } },
    });
    expect(put.status).toBe(200);
    expect(put.body.items.filter((p) => !p.email).map((p) => p.kind)).toEqual(["job.completed"]);
    const bad = await t.call("PUT", "/api/notifications/preferences", {
      cookie: studio.cookie,
      body: { email: { "job.nope": false } },
      headers: { "accept-language": "fr" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain("Le type de notification doit être l’un des types connus");
    const badEn = await t.call("PUT", "/api/notifications/preferences", { cookie: studio.cookie, body: { email: { "job.nope": false } } });
    expect(badEn.json.message).toContain("Notification kind must be one of the known kinds");
  });

  test("the unsubscribe link: a page without login; a forged token is refused", async () => {
    const token = t.deps.notifications.tokens.sign(tap.user.userId, "job.matching");
    const page = await t.request("GET", `/api/notifications/unsubscribe?token=${token}`, { headers: { "accept-language": "fr" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toStartWith("text/html");
    expect(await page.text()).toContain("Nouveaux contrats dans vos styles");
    const done = await t.request("POST", `/api/notifications/unsubscribe?token=${token}`, {
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("New jobs in your styles");
    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    expect(
      (
        await t.request("POST", `/api/notifications/unsubscribe?token=${forged}`, {
          body: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(400);
    expect((await t.request("GET", `/api/notifications/unsubscribe?token=${forged}`)).status).toBe(400);
  });
});

describe("chat digests and reminders (the scheduler, with its clock)", () => {
  test("messages while the admin had no socket: one digest per conversation, then none for 15 minutes", async () => {
    const scheduler = t.deps.notifications.scheduler;
    for (const message of ["Hello", "Are you there?", "About my booking"]) {
      expect((await t.call("POST", "/api/chat/send", { cookie: studio.cookie, body: { receiverId: ADMIN_ID, message } })).status).toBe(201);
    }
    await t.deps.notifications.idle();
    // Within the grace nothing goes; five minutes later (the messages moved back in time) one digest does.
    expect((await scheduler.runOnce()).digests).toBe(0);
    const fiveMinutes = sql`interval '5 minutes'`;
    await t.db
      .update(chatMessages)
      .set({ createdAt: sql`${chatMessages.createdAt} - ${fiveMinutes}` })
      .where(eq(chatMessages.senderId, studio.user.userId));
    await t.db
      .update(chatMailDigests)
      .set({ pendingSince: sql`${chatMailDigests.pendingSince} - ${fiveMinutes}` })
      .where(eq(chatMailDigests.partnerId, studio.user.userId));
    expect((await scheduler.runOnce()).digests).toBe(1);
    const digest = await latest(admin.cookie);
    expect(digest).toMatchObject({
      kind: "chat.messages",
      title: "New messages from Claire Studio",
      body: "3 new messages while you were away.",
      link: "/admin/inbox",
    });
    expect((await latest(admin.cookie, "fr")).body).toBe("3 nouveaux messages pendant votre absence.");
    await t.drainMail();
    const mail = await peer.waitForMail((m) => m.subject === "New messages from Claire Studio");
    expect(mail.links).toContain("https://dance.example/admin/inbox");

    // One more: not before 15 minutes after the last mail.
    await t.call("POST", "/api/chat/send", { cookie: studio.cookie, body: { receiverId: ADMIN_ID, message: "Still there?" } });
    await t.deps.notifications.idle();
    expect((await scheduler.runOnce(new Date(Date.now() + 5 * 60_000))).digests).toBe(0);
    expect((await scheduler.runOnce(new Date(Date.now() + 16 * 60_000))).digests).toBe(1);
    expect((await latest(admin.cookie)).body).toBe("1 new message while you were away.");
    await t.drainMail();
    expect(peer.received.filter((m) => m.subject === "New messages from Claire Studio")).toHaveLength(2);
    const [row] = await t.db.select().from(chatMailDigests).where(eq(chatMailDigests.partnerId, studio.user.userId));
    expect(row?.pendingSince).toBeNull();
    expect(await kindsOf(studio.cookie)).not.toContain("chat.messages");
  });

  test("a booked job starting in 24 hours gets its reminder once", async () => {
    const jobId = await postJob({ startDate: `${YEAR}-07-08`, endDate: `${YEAR}-07-08`, startTime: "10:00" });
    await optIn(ballet.cookie, jobId);
    await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: ballet.artist.id } });
    await t.deps.notifications.idle();
    // 10:00 in Toronto in July is 14:00 UTC: a day before, and a little after.
    const scheduler = t.deps.notifications.scheduler;
    expect((await scheduler.runOnce(new Date(`${YEAR}-07-06T14:00:00Z`))).reminders).toBe(0);
    expect((await scheduler.runOnce(new Date(`${YEAR}-07-07T14:00:00Z`))).reminders).toBe(1);
    expect((await scheduler.runOnce(new Date(`${YEAR}-07-07T14:01:00Z`))).reminders).toBe(0);
    expect(await latest(ballet.cookie)).toMatchObject({
      kind: "job.reminder",
      title: "Tomorrow: Ballet at Pointe Studio",
      link: `/artist/jobs/confirmed/${jobId}`,
    });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `job.reminder:${jobId}:${YEAR}-07-08`));
    expect(rows).toHaveLength(1);
  });

  test("weekly classes: a reminder before each session held, none before a day off or a called-off session", async () => {
    // Wednesdays 10:00 from Wednesday 1 September to Wednesday 15 September (EDT: 14:00 UTC); the 8th called off.
    const jobId = await postJob({
      startDate: `${YEAR}-09-01`,
      endDate: `${YEAR}-09-15`,
      startTime: "10:00",
      weekdays: [new Date(`${YEAR}-09-01T12:00:00Z`).getUTCDay()],
    });
    await optIn(ballet.cookie, jobId);
    await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: ballet.artist.id } });
    expect((await t.call("PUT", `/api/job/${jobId}/sessions/${YEAR}-09-08/cancel`, { cookie: admin.cookie })).status).toBe(200);
    await t.deps.notifications.idle();
    const scheduler = t.deps.notifications.scheduler;
    const remindedOn = async (day: string) => (await scheduler.runOnce(new Date(`${day}T14:00:00Z`))).reminders;
    expect(await remindedOn(`${YEAR}-08-31`)).toBe(1);
    expect(await remindedOn(`${YEAR}-09-01`)).toBe(0);
    expect(await remindedOn(`${YEAR}-09-07`)).toBe(0);
    expect(await remindedOn(`${YEAR}-09-14`)).toBe(1);
    const keys = (await t.db.select({ key: notifications.dedupeKey }).from(notifications).where(eq(notifications.kind, "job.reminder")))
      .map((r) => r.key)
      .filter((key) => key.includes(jobId));
    expect(keys.sort()).toEqual([`job.reminder:${jobId}:${YEAR}-09-01`, `job.reminder:${jobId}:${YEAR}-09-15`]);
  });

  test("a booked job given to another artist: the reminder goes to whoever is booked when it is due, once each", async () => {
    const bea = await approvedArtistWithLogin(t, "Bea Ballet", ["Ballet"]);
    const jobId = await postJob({ startDate: `${YEAR}-07-15`, endDate: `${YEAR}-07-15`, startTime: "10:00" });
    await optIn(ballet.cookie, jobId);
    await optIn(bea.cookie, jobId);
    await t.call("PUT", `/api/admin/jobs/${jobId}/confirm`, { cookie: admin.cookie, body: { artistId: ballet.artist.id } });
    const assign = async (artistId: string) => {
      const { sequence } = (await t.call<{ sequence: number }>("GET", `/api/admin/jobs/${jobId}`, { cookie: admin.cookie })).body;
      expect((await t.call("PUT", `/api/admin/jobs/${jobId}/assign`, { cookie: admin.cookie, body: { artistId, sequence } })).status).toBe(200);
      await t.deps.notifications.idle();
    };
    const remindersOf = async (userId: string) =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(eq(notifications.dedupeKey, `job.reminder:${jobId}:${YEAR}-07-15`))
      ).filter((n) => n.userId === userId);
    // Given to Bea before the reminder is due: she gets it, Ada (no longer booked) does not.
    await assign(bea.artist.id);
    const scheduler = t.deps.notifications.scheduler;
    expect((await scheduler.runOnce(new Date(`${YEAR}-07-14T14:00:00Z`))).reminders).toBe(1);
    expect(await latest(bea.cookie)).toMatchObject({ kind: "job.reminder", link: `/artist/jobs/confirmed/${jobId}` });
    expect(await remindersOf(ballet.user.userId)).toHaveLength(0);
    // Given back to Ada while the reminder is still due: Ada gets hers; Bea's is not sent twice.
    await assign(ballet.artist.id);
    expect((await scheduler.runOnce(new Date(`${YEAR}-07-14T14:05:00Z`))).reminders).toBe(1);
    expect((await scheduler.runOnce(new Date(`${YEAR}-07-14T14:10:00Z`))).reminders).toBe(0);
    expect(await latest(ballet.cookie)).toMatchObject({ kind: "job.reminder", link: `/artist/jobs/confirmed/${jobId}` });
    expect(await remindersOf(ballet.user.userId)).toHaveLength(1);
    expect(await remindersOf(bea.user.userId)).toHaveLength(1);
  });
});

describe("chat digests' bookkeeping under a burst", () => {
  test("messages heard while a round of marks is written are marked together by the next round, each conversation pending", async () => {
    const writers = await Promise.all([1, 2, 3, 4].map((i) => t.signUp("client", `Burst writer ${i}`)));
    const transactions = spyOn(t.db, "transaction");
    try {
      for (const [i, { user }] of writers.entries()) {
        const createdAt = new Date().toISOString();
        t.deps.events.publish({
          type: "chat.message_sent",
          chat: { _id: Bun.randomUUIDv7(), senderId: user.userId, receiverId: ADMIN_ID, message: `Burst ${i}`, createdAt, deliveredAt: null, readAt: null },
        });
      }
      await t.deps.notifications.idle();
      // The first alone, the three heard while it ran in one transaction: one commit for them.
      expect(transactions).toHaveBeenCalledTimes(2);
    } finally {
      transactions.mockRestore();
    }
    for (const { user } of writers) {
      const [row] = await t.db.select().from(chatMailDigests).where(eq(chatMailDigests.partnerId, user.userId));
      expect(row).toMatchObject({ userId: ADMIN_ID, lastMailedAt: null });
      expect(row!.pendingSince).toBeInstanceOf(Date);
    }
  });
});
