import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artistCredentials, artists, credentialKinds, credentialReminders, jobs, lapsedBookingFlags, users } from "../../../db/schema.ts";
import { jobScheduleColumns, jobSessions, jobStyleFrSql, scheduledSessions } from "../jobs/index.ts";
import { heldCredentialsSql, missingCredentials } from "./credential-rule.ts";
import { FIRST_AID, type LapsedBooking, type RequiredCredential, VULNERABLE_SECTOR_CHECK } from "./credentials.contract.ts";

/** The reminders before a verified credential runs out, in days before its `expiresOn`, latest stage first. */
export const REMINDER_STAGES = [7, 30, 60] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** The day `days` after `date`, both YYYY-MM-DD. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A reminder this instance claimed: the credential, its stage, its kind in both languages and its artist. */
export interface DueReminder {
  credentialId: string;
  daysBefore: ReminderStage;
  kind: string;
  kindName: string;
  kindNameFr: string;
  expiresOn: string;
  artistId: string;
  artistUserId: string;
  artistName: string;
}

/**
 * Claims the reminders whose day has come on `today` (the agency's date): each verified credential running out
 * within 60 days, at the latest stage it reached (one verified 20 days before it runs out hears the 30 days'
 * reminder, not the 60's too). A credential the artist already renewed (a verified one of the same kind holding
 * longer) is left alone. The claim is one insert of which only the rows no other instance wrote first come back:
 * only those are this instance's to send, so two schedulers at the same minute send each reminder once.
 */
export async function claimDueReminders(db: Database, today: string): Promise<DueReminder[]> {
  // Days left are whole calendar days between two dates: plain integer arithmetic, no clock or zone.
  const daysLeft = sql`(${artistCredentials.expiresOn} - ${today}::date)`;
  const [week, month, season] = REMINDER_STAGES;
  const stage = sql<number>`(case when ${daysLeft} <= ${week} then ${week} when ${daysLeft} <= ${month} then ${month} else ${season} end)::smallint`;
  const renewed = sql`exists (select 1 from ${artistCredentials} r where r.artist_id = ${artistCredentials.artistId}
    and r.kind = ${artistCredentials.kind} and r.status = 'verified' and r.expires_on > ${artistCredentials.expiresOn})`;
  const sent = sql`exists (select 1 from ${credentialReminders} s where s.credential_id = ${artistCredentials.id} and s.days_before = ${stage})`;
  const due = await db
    .select({
      credentialId: artistCredentials.id,
      daysBefore: stage,
      kind: artistCredentials.kind,
      kindName: credentialKinds.name,
      kindNameFr: credentialKinds.nameFr,
      expiresOn: sql<string>`to_char(${artistCredentials.expiresOn}, 'YYYY-MM-DD')`,
      artistId: artists.id,
      artistUserId: artists.userId,
      artistName: users.name,
    })
    .from(artistCredentials)
    .innerJoin(credentialKinds, eq(credentialKinds.key, artistCredentials.kind))
    .innerJoin(artists, eq(artists.id, artistCredentials.artistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .where(
      and(
        eq(artistCredentials.status, "verified"),
        sql`${artistCredentials.expiresOn} > ${today}::date and ${artistCredentials.expiresOn} <= ${addDays(today, season)}::date`,
        sql`not ${renewed} and not ${sent}`,
      ),
    )
    .orderBy(asc(artistCredentials.expiresOn), asc(artistCredentials.id));
  if (due.length === 0) return [];
  const won = await db
    .insert(credentialReminders)
    .values(due.map(({ credentialId, daysBefore }) => ({ credentialId, daysBefore })))
    .onConflictDoNothing()
    .returning({ credentialId: credentialReminders.credentialId, daysBefore: credentialReminders.daysBefore });
  return due.flatMap((d) =>
    won.some((w) => w.credentialId === d.credentialId && w.daysBefore === d.daysBefore) ? [{ ...d, daysBefore: d.daysBefore as ReminderStage }] : [],
  );
}

/** Gives back claims whose notices could not be written: the next round sends them. */
export async function releaseReminders(db: Database, claimed: readonly Pick<DueReminder, "credentialId" | "daysBefore">[]): Promise<void> {
  if (claimed.length === 0) return;
  await db
    .delete(credentialReminders)
    .where(or(...claimed.map((c) => and(eq(credentialReminders.credentialId, c.credentialId), eq(credentialReminders.daysBefore, c.daysBefore)))));
}

const KIND_ORDER: readonly RequiredCredential[] = [VULNERABLE_SECTOR_CHECK, FIRST_AID];

/**
 * The confirmed bookings with a session from `today` on (the agency's date) that their artist's required
 * credentials no longer cover: the first such session and what is missing on it. SQL narrows to the bookings
 * whose artist holds no required kind past the job's end date; the sessions held decide.
 */
export async function lapsedBookings(db: Database, today: string, options: { unflaggedOnly?: boolean } = {}): Promise<LapsedBooking[]> {
  const coversEnd = (kind: RequiredCredential) => sql`exists (select 1 from ${artistCredentials} c where c.artist_id = ${jobs.confirmedArtistId}
    and c.kind = ${kind} and c.status = 'verified' and c.expires_on > ${jobs.endDate})`;
  const rows = await db
    .select({
      jobId: jobs.id,
      style: jobs.style,
      styleFr: jobStyleFrSql,
      studio: jobs.studioName,
      withMinors: jobs.withMinors,
      requiresFirstAid: jobs.requiresFirstAid,
      artistId: artists.id,
      artistName: users.name,
      credentials: heldCredentialsSql,
      ...jobScheduleColumns,
    })
    .from(jobs)
    .innerJoin(artists, eq(artists.id, jobs.confirmedArtistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .where(
      and(
        eq(jobs.status, "confirmed"),
        sql`${jobs.endDate} >= ${today}::date`,
        or(
          and(eq(jobs.withMinors, true), sql`not ${coversEnd(VULNERABLE_SECTOR_CHECK)}`),
          and(eq(jobs.requiresFirstAid, true), sql`not ${coversEnd(FIRST_AID)}`),
        ),
        options.unflaggedOnly
          ? sql`not exists (select 1 from ${lapsedBookingFlags} f where f.job_id = ${jobs.id} and f.artist_id = ${jobs.confirmedArtistId})`
          : undefined,
      ),
    )
    .orderBy(asc(jobs.startDate), asc(jobs.id))
    .limit(500);
  return rows.flatMap((row) => {
    const coming = scheduledSessions(jobSessions(row)).filter((session) => session.date >= today);
    for (const session of coming) {
      const missing = missingCredentials(row.credentials, row, session.date);
      if (missing.length > 0) {
        const booking: LapsedBooking = {
          jobId: row.jobId,
          style: row.style,
          styleFr: row.styleFr,
          studio: row.studio,
          artistId: row.artistId,
          artistName: row.artistName,
          firstDay: session.date,
          missing: KIND_ORDER.filter((kind) => missing.includes(kind)),
        };
        return [booking];
      }
    }
    return [];
  });
}

/**
 * Claims the flags of the bookings past a credential that no instance flagged yet (per booking and artist), as
 * the reminders are claimed: only the rows this instance's insert wrote come back.
 */
export async function claimNewLapsedBookings(db: Database, today: string): Promise<LapsedBooking[]> {
  const bookings = await lapsedBookings(db, today, { unflaggedOnly: true });
  if (bookings.length === 0) return [];
  const won = await db
    .insert(lapsedBookingFlags)
    .values(bookings.map((b) => ({ jobId: b.jobId, artistId: b.artistId, firstDay: b.firstDay })))
    .onConflictDoNothing()
    .returning({ jobId: lapsedBookingFlags.jobId, artistId: lapsedBookingFlags.artistId });
  return bookings.filter((b) => won.some((w) => w.jobId === b.jobId && w.artistId === b.artistId));
}

/** Gives back flags whose notices could not be written. */
export async function releaseLapsedBookings(db: Database, claimed: readonly LapsedBooking[]): Promise<void> {
  if (claimed.length === 0) return;
  await db.delete(lapsedBookingFlags).where(or(...claimed.map((b) => and(eq(lapsedBookingFlags.jobId, b.jobId), eq(lapsedBookingFlags.artistId, b.artistId)))));
}

/** The names of the kinds in English and French, by key. */
export async function credentialKindNames(db: Database): Promise<Map<string, { name: string; nameFr: string }>> {
  const rows = await db.select({ key: credentialKinds.key, name: credentialKinds.name, nameFr: credentialKinds.nameFr }).from(credentialKinds);
  return new Map(rows.map((r) => [r.key, { name: r.name, nameFr: r.nameFr }]));
}

/** Who hears of credentials on the agency's side: the accounts that see the console's credentials (coordinators and the owner). */
export async function credentialStaffIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), inArray(users.staffRole, ["owner", "coordinator"])));
  return rows.map((r) => r.id);
}
