import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { artistMailingAddresses, artists, jobs, payLines, payoutBatches, users } from "../../../db/schema.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { toCsv } from "../../platform/csv.ts";
import { enqueueMail } from "../../platform/mail/outgoing.ts";
import { AGENCY_TIME_ZONE, agencyDate } from "../../platform/i18n/format.ts";
import { DEFAULT_LOCALE, type Locale } from "../../platform/i18n/locales.ts";
import { zoneDateSql } from "../../platform/places/zone-sql.ts";
import { jobStyleIn } from "../jobs/index.ts";
import {
  type ArtistPayout,
  type Earnings,
  type EarningsMonth,
  type PayBatchInput,
  type PayLine,
  type PayoutBatch,
  type PayoutsQuery,
  T4A_THRESHOLD_CENTS,
  type T4aSlip,
} from "./payouts.contract.ts";

/**
 * The artists' pay: the lines completion wrote (pay-lines.ts), read by the artist (its earnings), paid by the
 * bookkeeper in batches, and summed per calendar year of payment for the T4A slips. Amounts are the lines' as
 * written, never recomputed from the jobs.
 */

/** A line's payment day in the agency's zone: the T4A's year is the year the agency paid, not the session's. */
const paidOn = zoneDateSql(AGENCY_TIME_ZONE, sql`${payLines.paidAt}`);
const inMonth = (month: string) => sql`to_char(${payLines.date}, 'YYYY-MM') = ${month}`;

const lineColumns = (locale: Locale) => ({
  line: payLines,
  style: jobStyleIn(locale),
  studioName: jobs.studioName,
});

type LineRow = { line: typeof payLines.$inferSelect; style: string; studioName: string };

const toPayLine = ({ line, style, studioName }: LineRow): PayLine => ({
  id: line.id,
  jobId: line.jobId,
  date: line.date,
  minutes: line.minutes,
  artistRateCents: line.artistRateCents,
  amountCents: line.amountCents,
  paidAt: line.paidAt?.toISOString() ?? null,
  style,
  studioName,
});

const sumOf = (lines: readonly PayLine[], keep: (line: PayLine) => boolean = () => true) =>
  lines.reduce((sum, line) => (keep(line) ? sum + line.amountCents : sum), 0);

function selectLines(db: Queryable, where: SQL | undefined, locale: Locale) {
  return db.select(lineColumns(locale)).from(payLines).innerJoin(jobs, eq(jobs.id, payLines.jobId)).where(where).orderBy(asc(payLines.date), asc(payLines.id));
}

/** The artist behind a signed-in artist account; an account with no artist profile has earned nothing to see (404). */
export async function artistIdOfUser(db: Queryable, userId: string): Promise<string> {
  const [artist] = await db.select({ id: artists.id }).from(artists).where(eq(artists.userId, userId)).limit(1);
  if (!artist) throw notFound("api.artist.notFound");
  return artist.id;
}

/** One artist's month of lines, by session day, with what is paid and owed. */
function monthOf(month: string, lines: PayLine[]): EarningsMonth {
  const paidCents = sumOf(lines, (l) => l.paidAt !== null);
  const totalCents = sumOf(lines);
  return { month, totalCents, paidCents, unpaidCents: totalCents - paidCents, lines };
}

/** The months of `year` an artist earned in (by session day), and what it was paid in that calendar year. */
export async function artistEarnings(
  db: Database,
  userId: string,
  year: number = Number(agencyDate(new Date()).slice(0, 4)),
  locale: Locale = DEFAULT_LOCALE,
): Promise<Earnings> {
  const artistId = await artistIdOfUser(db, userId);
  const [rows, [paid]] = await Promise.all([
    selectLines(db, and(eq(payLines.artistId, artistId), sql`extract(year from ${payLines.date}) = ${year}`), locale),
    db
      .select({ cents: sql<number>`coalesce(sum(${payLines.amountCents}), 0)::bigint`.mapWith(Number) })
      .from(payLines)
      .where(and(eq(payLines.artistId, artistId), isNotNull(payLines.paidAt), sql`extract(year from ${paidOn}) = ${year}`)),
  ]);
  const byMonth = Map.groupBy(rows.map(toPayLine), (line) => line.date.slice(0, 7));
  const months = [...byMonth].map(([month, lines]) => monthOf(month, lines));
  return { year, months, totalCents: sumOf(months.flatMap((m) => m.lines)), paidInYearCents: paid?.cents ?? 0 };
}

/** One month of the artist's earnings (its statement), with the artist's name. */
export async function artistStatement(db: Database, userId: string, month: string, locale: Locale): Promise<{ name: string; month: EarningsMonth }> {
  const artistId = await artistIdOfUser(db, userId);
  const [rows, [artist]] = await Promise.all([
    selectLines(db, and(eq(payLines.artistId, artistId), inMonth(month)), locale),
    db.select({ name: users.name }).from(users).where(eq(users.id, userId)),
  ]);
  return { name: artist?.name ?? "", month: monthOf(month, rows.map(toPayLine)) };
}

/** The console's payouts: owed (or paid) lines, one month's or all, grouped by artist, artists by name. */
export async function listPayouts(db: Database, query: PayoutsQuery, locale: Locale = DEFAULT_LOCALE): Promise<ArtistPayout[]> {
  const rows = await db
    .select({ ...lineColumns(locale), name: users.name, email: users.email })
    .from(payLines)
    .innerJoin(jobs, eq(jobs.id, payLines.jobId))
    .innerJoin(artists, eq(artists.id, payLines.artistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(query.status === "paid" ? isNotNull(payLines.paidAt) : isNull(payLines.paidAt), query.month ? inMonth(query.month) : undefined))
    .orderBy(asc(users.name), asc(payLines.artistId), asc(payLines.date), asc(payLines.id));
  const byArtist = Map.groupBy(rows, (r) => r.line.artistId);
  return [...byArtist].map(([artistId, artistRows]) => {
    const lines = artistRows.map(toPayLine);
    return { artistId, name: artistRows[0]!.name, email: artistRows[0]!.email, totalCents: sumOf(lines), lines };
  });
}

async function readBatch(db: Queryable, batchId: string): Promise<PayoutBatch> {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  const lines = await db.select({ id: payLines.id }).from(payLines).where(eq(payLines.batchId, batchId)).orderBy(asc(payLines.id));
  return {
    id: batch!.id,
    artistId: batch!.artistId,
    reference: batch!.reference,
    totalCents: batch!.totalCents,
    paidAt: batch!.paidAt.toISOString(),
    lineIds: lines.map((l) => l.id),
  };
}

/**
 * The agency paid an artist these lines, as one batch with its reference, and mails the artist what was paid (in
 * the same transaction: the mail goes if the payment is recorded). The lines are locked first, so two payments of
 * one line wait for each other and the second is a 409. The same payment sent again (the same artist, lines and
 * reference: a retry after a lost reply) answers the batch already recorded and changes nothing.
 */
export async function payBatch(db: Queryable, paidBy: string | null, input: PayBatchInput): Promise<{ batch: PayoutBatch; repeated: boolean }> {
  const lineIds = [...new Set(input.lineIds)];
  return db.transaction(async (tx) => {
    const [artist] = await tx
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(artists)
      .innerJoin(users, eq(users.id, artists.userId))
      .where(eq(artists.id, input.artistId));
    if (!artist) throw notFound("api.artist.notFound");
    const lines = await tx.select().from(payLines).where(inArray(payLines.id, lineIds)).orderBy(asc(payLines.id)).for("update");
    if (lines.length !== lineIds.length) throw notFound("api.payout.lineNotFound");
    if (lines.some((line) => line.artistId !== input.artistId)) throw conflict("api.payout.otherArtist");
    const batchIds = new Set(lines.map((line) => line.batchId));
    const [onlyBatch] = batchIds;
    if (batchIds.size === 1 && onlyBatch) {
      const earlier = await readBatch(tx, onlyBatch);
      if (earlier.reference === input.reference && earlier.lineIds.length === lineIds.length) return { batch: earlier, repeated: true };
    }
    if (lines.some((line) => line.paidAt !== null)) throw conflict("api.payout.alreadyPaid");
    const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const [batch] = await tx
      .insert(payoutBatches)
      .values({ artistId: input.artistId, reference: input.reference, totalCents, paidBy, paidAt: sql`now()` })
      .returning({ id: payoutBatches.id, paidAt: payoutBatches.paidAt });
    await tx.update(payLines).set({ paidAt: batch!.paidAt, batchId: batch!.id }).where(inArray(payLines.id, lineIds));
    await enqueueMail(tx, {
      to: artist.email,
      locale: artist.locale ?? DEFAULT_LOCALE,
      template: "payout-statement",
      params: { name: artist.name, amountCents: String(totalCents), reference: input.reference, lines: String(lines.length), path: "/artist/earnings" },
    });
    return { batch: await readBatch(tx, batch!.id), repeated: false };
  });
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The console's payouts as CSV: a row per line, its artist, job, session, hours, rate, amount, payment day and reference. */
export async function payoutsCsv(db: Database, query: PayoutsQuery): Promise<string> {
  const rows = await db
    .select({
      line: payLines,
      name: users.name,
      studioName: jobs.studioName,
      style: jobs.style,
      paidOn: sql<string | null>`${paidOn}::text`,
      reference: payoutBatches.reference,
    })
    .from(payLines)
    .innerJoin(jobs, eq(jobs.id, payLines.jobId))
    .innerJoin(artists, eq(artists.id, payLines.artistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .leftJoin(payoutBatches, eq(payoutBatches.id, payLines.batchId))
    .where(and(query.status === "paid" ? isNotNull(payLines.paidAt) : isNull(payLines.paidAt), query.month ? inMonth(query.month) : undefined))
    .orderBy(asc(users.name), asc(payLines.artistId), asc(payLines.date), asc(payLines.id));
  return toCsv(
    ["artist", "job", "studio", "style", "date", "hours", "artist rate ($/hr)", "amount", "paid on", "reference"],
    rows.map((r) => [
      r.name,
      r.line.jobId,
      r.studioName,
      r.style,
      r.line.date,
      hoursOf(r.line.minutes),
      dollars(r.line.artistRateCents),
      dollars(r.line.amountCents),
      r.paidOn ?? "",
      r.reference ?? "",
    ]),
  );
}

/**
 * The year's T4A slips: every artist the agency paid $500 or more in the calendar year (CRA counts what was paid
 * in the year: lines by their payment day in the agency's zone, whatever the session's day), with the recipient's
 * mailing address and the lines behind it.
 */
export async function t4aSlips(db: Database, year: number, locale: Locale = DEFAULT_LOCALE): Promise<T4aSlip[]> {
  const rows = await db
    .select({ ...lineColumns(locale), name: users.name, city: artists.city, province: artists.province, mailing: artistMailingAddresses })
    .from(payLines)
    .innerJoin(jobs, eq(jobs.id, payLines.jobId))
    .innerJoin(artists, eq(artists.id, payLines.artistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .leftJoin(artistMailingAddresses, eq(artistMailingAddresses.artistId, payLines.artistId))
    .where(and(isNotNull(payLines.paidAt), sql`extract(year from ${paidOn}) = ${year}`))
    .orderBy(asc(users.name), asc(payLines.artistId), asc(payLines.date), asc(payLines.id));
  const byArtist = Map.groupBy(rows, (r) => r.line.artistId);
  return [...byArtist]
    .map(([artistId, artistRows]) => {
      const { name, city, province, mailing } = artistRows[0]!;
      const lines = artistRows.map(toPayLine);
      // The address the artist gave for its slips; else what its profile says, for the bookkeeper to complete.
      const address = mailing ? `${mailing.street}, ${mailing.city}, ${mailing.province} ${mailing.postalCode}` : [city, province].filter(Boolean).join(", ");
      return { artistId, name, address, totalCents: sumOf(lines), lines };
    })
    .filter((slip) => slip.totalCents >= T4A_THRESHOLD_CENTS);
}

/** The T4A slips as CSV, one row per artist: the social insurance number's column is left for the bookkeeper. */
export async function t4aCsv(db: Database, year: number): Promise<string> {
  const slips = await t4aSlips(db, year);
  return toCsv(
    ["year", "recipient", "address", "social insurance number", "box 048 fees for services", "lines"],
    slips.map((slip) => [year, slip.name, slip.address, "", dollars(slip.totalCents), slip.lines.length]),
  );
}
