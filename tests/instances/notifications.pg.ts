import { afterAll, expect, test } from "bun:test";
import { and, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "../../db/schema.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../scripts/lib/server.ts";
import { insertArtist } from "../factories.ts";
import { twoInstances } from "../instances.ts";
import { jobBody } from "../job-fixtures.ts";
import { startSmtpPeer } from "../smtp-peer.ts";
import { enqueueMail } from "../../src/platform/mail/outgoing.ts";
import type { NotificationFrameData } from "../../src/features/notifications/notifications.contract.ts";
import { agencyWallClock } from "../../src/platform/i18n/format.ts";
import { remoteLogIn, remotePost, remoteSignUp } from "../realtime.ts";

// Two real server processes on one fresh PostgreSQL database, their schedulers every second,
// both mail workers delivering to one real SMTP server.
const peer = await startSmtpPeer();
afterAll(() => peer.close());
const { a, b, socketOn, databaseUrl } = await twoInstances({
  JWT_SECRET: "pg-notify-secret-pg-notify-secret-12345",
  NOTIFICATION_TICK_MS: "1000",
  ...peer.env,
});
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
const db = drizzle({ client: sql, schema });
afterAll(() => sql.end());

/** What the SMTP server received for `address` so far. */
const mailTo = (address: string) => peer.received.filter((m) => m.to.includes(address));

const { notifications, mailOutbox, jobs, clients, users, artistCredentials, credentialReminders } = schema;

test("a notification is written once though both instances hear the event, and pushed to a socket on the other instance", async () => {
  const client = await remoteSignUp(a.url, "client");
  await remotePost(
    a.url,
    "/api/client/add",
    { studioName: "Twin Studio", studioDirector: "Tess", address: "2 King St W", contactNumber: "416 555 0101", province: "ON" },
    client,
  );
  const onB = await socketOn(b, client);
  const { json } = await remotePost<{ _id: string }>(a.url, "/api/job/add", jobBody(), client);
  const jobId = json.response._id;
  const frame = (await onB.waitFor((f) => f.event === "notification", "the pushed notification")) as { data: NotificationFrameData };
  expect(frame.data.notification).toMatchObject({ kind: "job.received", link: `/client/jobs/details/${jobId}` });
  expect(frame.data.unread).toBe(1);
  // Both instances have had the event (A at once, B by NOTIFY); give them a moment more, then count.
  await Bun.sleep(500);
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, client.user.userId), eq(notifications.dedupeKey, `job.posted:${jobId}`)));
  expect(rows).toHaveLength(1);
  expect(onB.frames.filter((f) => f.event === "notification")).toHaveLength(1);
}, 60_000);

test("a job booked for tomorrow gets its reminder once, with both schedulers running", async () => {
  const admin = await remoteLogIn(a.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(admin.cookie).toBeString();
  const artistAccount = await remoteSignUp(b.url, "artist");
  const { artist } = await insertArtist(db as never, { userId: artistAccount.user.userId, styles: ["Ballet"] });
  const [client] = await db.select({ id: clients.id }).from(clients).limit(1);
  // Starts 24 hours from now, on the agency's clock.
  const start = new Date(Date.now() + 24 * 3_600_000);
  const [startDate, startTime] = agencyWallClock(start).split(" ") as [string, string];
  const body = jobBody();
  const [job] = await db
    .insert(jobs)
    .values({
      ...body,
      postalCode: "M5V 2H1",
      clientId: client!.id,
      startDate,
      endDate: startDate,
      startTime,
      endTime: "23:59",
      status: "confirmed",
      confirmedArtistId: artist.id,
      confirmedAt: new Date(),
    })
    .returning({ id: jobs.id });
  const key = `job.reminder:${job!.id}:${startDate}`;
  // Several rounds of each instance's scheduler.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await db.select().from(notifications).where(eq(notifications.dedupeKey, key))).length === 0) await Bun.sleep(200);
  await Bun.sleep(3_000);
  expect(await db.select().from(notifications).where(eq(notifications.dedupeKey, key))).toHaveLength(1);
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, artistAccount.user.userId));
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, account!.email), eq(mailOutbox.template, "notification")));
  expect(mails).toHaveLength(1);
  // Delivered once, by one of the two workers (beside the sign-up's verification mail).
  const reminders = () => mailTo(account!.email).filter((m) => m.subject.startsWith("Tomorrow:"));
  await peer.waitForMail((m) => m.to.includes(account!.email) && m.subject.startsWith("Tomorrow:"), 10_000);
  await Bun.sleep(2_000);
  expect(reminders()).toHaveLength(1);
}, 60_000);

test("a credential running out in a week gets its reminder once, with both schedulers running: one claim, one mail", async () => {
  const artistAccount = await remoteSignUp(a.url, "artist");
  const { artist } = await insertArtist(db as never, { userId: artistAccount.user.userId, styles: ["Ballet"] });
  // Runs out in seven days by the agency's date: the 7 days' reminder is due in every round of both instances.
  const [today] = agencyWallClock(new Date()).split(" ") as [string];
  const expiresOn = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const [credential] = await db
    .insert(artistCredentials)
    .values({
      artistId: artist.id,
      kind: "vulnerable_sector_check",
      issuedOn: "2024-01-15",
      documentKey: `private/${crypto.randomUUID()}.pdf`,
      documentType: "application/pdf",
      status: "verified",
      expiresOn,
    })
    .returning({ id: artistCredentials.id });
  const key = `credential.expiring:${credential!.id}:7`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await db.select().from(notifications).where(eq(notifications.dedupeKey, key))).length === 0) await Bun.sleep(200);
  // Several more rounds of each instance's scheduler.
  await Bun.sleep(3_000);
  expect(await db.select().from(credentialReminders).where(eq(credentialReminders.credentialId, credential!.id))).toHaveLength(1);
  const written = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.dedupeKey, key), eq(notifications.userId, artistAccount.user.userId)));
  expect(written).toHaveLength(1);
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, artistAccount.user.userId));
  const subject = "Your credential runs out in 7 days";
  await peer.waitForMail((m) => m.to.includes(account!.email) && m.subject === subject, 10_000);
  await Bun.sleep(2_000);
  expect(mailTo(account!.email).filter((m) => m.subject === subject)).toHaveLength(1);
}, 60_000);

test("mail queued while both instances run is delivered once each", async () => {
  const recipients = Array.from({ length: 20 }, (_, i) => `outbox-${i}-${crypto.randomUUID()}@studio.example`);
  // As a change's transaction queues them; its NOTIFY wakes both workers at once.
  await db.transaction(async (tx) => {
    for (const to of recipients) await enqueueMail(tx as never, { to, locale: "en", template: "password-changed", params: { name: "Ada" } });
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && recipients.some((to) => mailTo(to).length === 0)) await Bun.sleep(50);
  // Time for a second delivery, should a mail have been claimed twice.
  await Bun.sleep(2_000);
  expect(recipients.map((to) => mailTo(to).length)).toEqual(recipients.map(() => 1));
  const rows = await db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox).where(inArray(mailOutbox.recipient, recipients));
  expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
}, 60_000);
