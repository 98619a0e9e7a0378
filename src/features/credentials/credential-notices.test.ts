import { describe, expect, test } from "bun:test";
import { eq, like, sql } from "drizzle-orm";
import { artistCredentials, credentialReminders, jobs, lapsedBookingFlags, mailOutbox, notifications, users } from "../../../db/schema.ts";
import type { Job } from "../jobs/jobs.contract.ts";
import type { NotificationPage } from "../notifications/notifications.contract.ts";
import type { CredentialReview } from "./credentials.contract.ts";
import { approvedArtistWithLogin, confirmJobInDb, dayFromToday, jobBody, studioWithLogin } from "../../../tests/job-fixtures.ts";
import { ADMIN_EMAIL, suiteApp } from "../../../tests/harness.ts";

const t = await suiteApp();
const owner = await t.adminLogin();
const coordinator = await t.addStaff("coordinator");
const bookkeeper = await t.addStaff("bookkeeper");
const scheduler = t.deps.notifications.scheduler;

/** A credential the agency verified, running out on `expiresOn` (the first day it no longer holds). */
async function verified(artistId: string, kind: string, expiresOn: string): Promise<string> {
  const [row] = await t.db
    .insert(artistCredentials)
    .values({
      artistId,
      kind,
      issuedOn: "2024-01-15",
      documentKey: `private/${Bun.randomUUIDv7()}.pdf`,
      documentType: "application/pdf",
      status: "verified",
      expiresOn,
      decidedAt: new Date(),
    })
    .returning({ id: artistCredentials.id });
  return row!.id;
}

async function notificationsOf(cookie: string, locale = "en") {
  await t.deps.notifications.idle();
  return (await t.call<NotificationPage>("GET", "/api/notifications?pageSize=100", { cookie, headers: { "accept-language": locale } })).body.items;
}

describe("reminders before a credential runs out", () => {
  test("60, 30 and 7 days before, by the agency's date (Toronto's, not UTC's), once each: the artist and the agency's coordinators hear it", async () => {
    const artist = await approvedArtistWithLogin(t, "Rita Reminded", ["Ballet"]);
    const id = await verified(artist.artist.id, "vulnerable_sector_check", "2031-03-10");
    const run = async (instant: string) => (await scheduler.runOnce(new Date(instant))).credentialReminders;
    // 23:59 on 8 January in Toronto (EST) is already the 9th in UTC: still 61 days before, nothing yet.
    expect(await run("2031-01-09T04:59:00Z")).toBe(0);
    // Midnight in Toronto: 60 days before.
    expect(await run("2031-01-09T05:00:00Z")).toBe(1);
    expect(await run("2031-01-09T05:01:00Z")).toBe(0);
    expect(await run("2031-01-20T15:00:00Z")).toBe(0);
    expect(await run("2031-02-08T04:59:00Z")).toBe(0);
    expect(await run("2031-02-08T05:00:00Z")).toBe(1);
    expect(await run("2031-03-03T12:00:00Z")).toBe(1);
    expect(await run("2031-03-09T12:00:00Z")).toBe(0);
    // The day it runs out there is nothing more to remind.
    expect(await run("2031-03-10T12:00:00Z")).toBe(0);
    const claims = await t.db.select().from(credentialReminders).where(eq(credentialReminders.credentialId, id));
    expect(claims.map((c) => c.daysBefore).toSorted((a, b) => a - b)).toEqual([7, 30, 60]);

    const mine = (await notificationsOf(artist.cookie)).filter((n) => n.kind === "credential.expiring");
    expect(mine.map((n) => n.title).toSorted()).toEqual([
      "Your credential runs out in 30 days",
      "Your credential runs out in 60 days",
      "Your credential runs out in 7 days",
    ]);
    expect(mine.find((n) => n.title.endsWith(" 7 days"))).toMatchObject({
      link: "/artist/credentials",
      body: "Vulnerable sector check: no longer valid from Mar 10, 2031. Send the renewed one from your credentials page to keep being offered the jobs that need it.",
    });
    const fr = (await notificationsOf(artist.cookie, "fr")).find((n) => n.kind === "credential.expiring" && n.title.endsWith(" 7 jours"))!;
    expect(fr.title).toBe("Votre attestation échoit dans 7 jours");
    expect(fr.body).toStartWith(
      "Vérification des antécédents en vue d’un travail auprès de personnes vulnérables\u00a0: plus valide à partir du 10 mars 2031.",
    );

    for (const staff of [owner, coordinator]) {
      const agency = (await notificationsOf(staff.cookie)).filter((n) => n.kind === "admin.credential_expiring" && n.title.startsWith("Rita Reminded"));
      expect(agency).toHaveLength(3);
      expect(agency.find((n) => n.title.endsWith(" 7 days"))).toMatchObject({
        title: "Rita Reminded: a credential runs out in 7 days",
        body: "Vulnerable sector check of Rita Reminded: no longer valid from Mar 10, 2031.",
        link: "/admin/credentials",
      });
    }
    // The bookkeeper keeps the books, not the roster's credentials.
    expect((await notificationsOf(bookkeeper.cookie)).filter((n) => n.kind === "admin.credential_expiring")).toEqual([]);
  });

  test("a credential verified 20 days before it runs out hears the 30 days' reminder only; a renewed one leaves the old one alone", async () => {
    const artist = await approvedArtistWithLogin(t, "Late Verified", ["Ballet"]);
    const late = await verified(artist.artist.id, "first_aid", "2032-05-21");
    expect((await scheduler.runOnce(new Date("2032-05-01T16:00:00Z"))).credentialReminders).toBe(1);
    expect((await t.db.select().from(credentialReminders).where(eq(credentialReminders.credentialId, late))).map((c) => c.daysBefore)).toEqual([30]);

    const renewedArtist = await approvedArtistWithLogin(t, "Renewed Early", ["Ballet"]);
    const old = await verified(renewedArtist.artist.id, "first_aid", "2032-05-21");
    await verified(renewedArtist.artist.id, "first_aid", "2035-04-30");
    await scheduler.runOnce(new Date("2032-05-15T16:00:00Z"));
    expect(await t.db.select().from(credentialReminders).where(eq(credentialReminders.credentialId, old))).toEqual([]);
  });

  test("two runs of the job at the same moment send each reminder once: one claim, one notification per person", async () => {
    const artist = await approvedArtistWithLogin(t, "Twice Raced", ["Ballet"]);
    const id = await verified(artist.artist.id, "vulnerable_sector_check", "2033-08-20");
    const now = new Date("2033-08-13T14:00:00Z");
    const [first, second] = await Promise.all([scheduler.runOnce(now), scheduler.runOnce(now)]);
    expect(first.credentialReminders + second.credentialReminders).toBe(1);
    expect(await t.db.select().from(credentialReminders).where(eq(credentialReminders.credentialId, id))).toHaveLength(1);
    const written = await t.db
      .select()
      .from(notifications)
      .where(like(notifications.dedupeKey, `credential.expiring:${id}:%`));
    // The artist, the owner and the coordinator: one each, and one mail each.
    expect(written.map((n) => n.userId).toSorted()).toEqual([artist.user.userId, owner.user.userId, coordinator.user.userId].toSorted());
    const mails = await t.db
      .select({ recipient: mailOutbox.recipient, params: mailOutbox.params })
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.params}->>'kind' in ('credential.expiring', 'admin.credential_expiring') and ${mailOutbox.params}->>'values' like ${`%2033-08-20%`}`,
      );
    const [artistAccount] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, artist.user.userId));
    expect(mails.map((m) => m.recipient).toSorted()).toEqual([artistAccount!.email, ADMIN_EMAIL, coordinator.email].toSorted());
  });
});

describe("bookings past their artist's credential", () => {
  test("a confirmed two-week class whose artist's check runs out before its last sessions: flagged to the agency once, listed in the console from the first session not covered", async () => {
    const studio = await studioWithLogin(t);
    const artist = await approvedArtistWithLogin(t, "Lapsing Teacher", ["Ballet"]);
    // Every day for two weeks from a week ahead; the check stops holding on the tenth day.
    const posted = await t.call<Job>("POST", "/api/job/add", {
      cookie: studio.cookie,
      body: jobBody({ withMinors: true, startDate: dayFromToday(7), endDate: dayFromToday(20) }),
    });
    expect(posted.status).toBe(201);
    const jobId = posted.body._id;
    const check = await verified(artist.artist.id, "vulnerable_sector_check", dayFromToday(30));
    await confirmJobInDb(t, jobId, artist.artist.id);
    const review = async () => (await t.call<CredentialReview>("GET", "/api/admin/credentials", { cookie: coordinator.cookie })).body.lapsed;
    expect((await review()).filter((b) => b.jobId === jobId)).toEqual([]);
    expect((await scheduler.runOnce()).lapsedBookings).toBe(0);

    // On the session's own day the check no longer holds: the ninth day is still covered, the tenth is not.
    await t.db
      .update(artistCredentials)
      .set({ expiresOn: dayFromToday(16) })
      .where(eq(artistCredentials.id, check));
    expect((await review()).filter((b) => b.jobId === jobId)).toEqual([
      {
        jobId,
        style: "Ballet",
        styleFr: expect.any(String),
        studio: "Pointe Studio",
        artistId: artist.artist.id,
        artistName: "Lapsing Teacher",
        firstDay: dayFromToday(16),
        missing: ["vulnerable_sector_check"],
      },
    ]);
    const [first, second] = await Promise.all([scheduler.runOnce(), scheduler.runOnce()]);
    expect(first.lapsedBookings + second.lapsedBookings).toBe(1);
    expect((await scheduler.runOnce()).lapsedBookings).toBe(0);
    expect(await t.db.select().from(lapsedBookingFlags).where(eq(lapsedBookingFlags.jobId, jobId))).toHaveLength(1);
    const flagged = (await notificationsOf(coordinator.cookie)).filter(
      (n) => n.kind === "admin.booking_credential_lapsed" && n.link === `/admin/jobs/${jobId}`,
    );
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.title).toBe("Booking at risk: Ballet at Pointe Studio");
    expect(flagged[0]!.body).toContain("Lapsing Teacher no longer holds what this booking needs: Vulnerable sector check.");
    const fr = (await notificationsOf(coordinator.cookie, "fr")).find((n) => n.link === `/admin/jobs/${jobId}`)!;
    expect(fr.body).toContain("Lapsing Teacher n’a plus ce que cette réservation exige\u00a0: Vérification des antécédents");
    expect((await notificationsOf(bookkeeper.cookie)).filter((n) => n.kind === "admin.booking_credential_lapsed")).toEqual([]);

    // A renewed check covers it again: off the console's list.
    await verified(artist.artist.id, "vulnerable_sector_check", dayFromToday(900));
    expect((await review()).filter((b) => b.jobId === jobId)).toEqual([]);
  });

  test("sessions already held do not count: a booking whose check ran out before today's session only", async () => {
    const studio = await studioWithLogin(t);
    const artist = await approvedArtistWithLogin(t, "Past Sessions", ["Ballet"]);
    const posted = await t.call<Job>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody({ withMinors: true }) });
    await confirmJobInDb(t, posted.body._id, artist.artist.id);
    // Started last week, ends tomorrow; the check ran out yesterday: today's and tomorrow's sessions are not covered.
    await t.db
      .update(jobs)
      .set({ startDate: dayFromToday(-7), endDate: dayFromToday(1) })
      .where(eq(jobs.id, posted.body._id));
    await verified(artist.artist.id, "vulnerable_sector_check", dayFromToday(-1));
    const lapsed = (await t.call<CredentialReview>("GET", "/api/admin/credentials", { cookie: owner.cookie })).body.lapsed;
    expect(lapsed.find((b) => b.jobId === posted.body._id)?.firstDay).toBe(dayFromToday(0));
  });
});

describe("the matching rule on the day a check runs out", () => {
  test("a job with minors on the day the check runs out is not offered; the day before, it is", async () => {
    const studio = await studioWithLogin(t);
    const onTheDay = await approvedArtistWithLogin(t, "Runs Out That Day", ["Ballet"]);
    const dayAfter = await approvedArtistWithLogin(t, "Runs Out Next Day", ["Ballet"]);
    const posted = await t.call<Job>("POST", "/api/job/add", {
      cookie: studio.cookie,
      body: jobBody({ withMinors: true, startDate: dayFromToday(10), endDate: dayFromToday(10) }),
    });
    await verified(onTheDay.artist.id, "vulnerable_sector_check", dayFromToday(10));
    await verified(dayAfter.artist.id, "vulnerable_sector_check", dayFromToday(11));
    const offers = async (cookie: string) => (await t.call<Job[]>("GET", "/api/job/available-jobs", { cookie })).body.map((j) => j._id);
    expect(await offers(onTheDay.cookie)).not.toContain(posted.body._id);
    expect(await offers(dayAfter.cookie)).toContain(posted.body._id);
  });
});
