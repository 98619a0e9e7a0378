import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Database, executedRows } from "../../platform/db/client.ts";
import { artists, clients, invoices, jobs, users } from "../../../db/schema.ts";
import { DRAFT } from "../jobs/index.ts";
import { toCsv } from "../../platform/csv.ts";
import { type ExportKind, type MonthTotals, TAX_KINDS, type TaxKind } from "./invoice.contract.ts";
import { zoneDateSql } from "../../platform/places/zone-sql.ts";

/**
 * The agency's books: the CSV exports of bookings, invoices and
 * artist payouts for a range of days, and a month's totals. Every amount comes from
 * the invoices as issued (credit notes subtract), never recomputed from the jobs.
 */

const dollars = (cents: number) => (cents / 100).toFixed(2);
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
/** An invoice's days are its job's zone's (kept with it): the CSV's dates and the filters agree with the document. */
const issuedDay = zoneDateSql(invoices.timeZone, sql`${invoices.issuedAt}`);
const issuedBetween = (from: string, to: string) => sql`${issuedDay} between ${from}::date and ${to}::date`;
const artistUsers = alias(users, "report_artist_users");

async function bookingsCsv(db: Database, from: string, to: string) {
  const rows = await db
    .select({
      id: jobs.id,
      status: jobs.status,
      studio: clients.studioName,
      style: jobs.style,
      artist: artistUsers.name,
      startDate: jobs.startDate,
      endDate: jobs.endDate,
      startTime: jobs.startTime,
      endTime: jobs.endTime,
      rate: jobs.rate,
      city: jobs.city,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(artists, eq(artists.id, jobs.confirmedArtistId))
    .leftJoin(artistUsers, eq(artistUsers.id, artists.userId))
    .where(and(ne(jobs.status, DRAFT), sql`${jobs.startDate} <= ${to}::date and ${jobs.endDate} >= ${from}::date`))
    .orderBy(asc(jobs.startDate), asc(jobs.id));
  return toCsv(
    ["job", "status", "studio", "style", "artist", "start date", "end date", "start time", "end time", "rate ($/hr)", "city"],
    rows.map((r) => [r.id, r.status, r.studio, r.style, r.artist ?? "", r.startDate, r.endDate, r.startTime, r.endTime, r.rate.toFixed(2), r.city]),
  );
}

async function invoicesCsv(db: Database, from: string, to: string) {
  const rows = await db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      issuedOn: sql<string>`${issuedDay}::text`,
      studio: invoices.studioName,
      province: invoices.province,
      artist: invoices.artistName,
      minutes: invoices.minutes,
      subtotalCents: invoices.subtotalCents,
      taxes: invoices.taxes,
      totalCents: invoices.totalCents,
      paidOn: sql<string | null>`${zoneDateSql(invoices.timeZone, sql`${invoices.paidAt}`)}::text`,
    })
    .from(invoices)
    .where(issuedBetween(from, to))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const taxOf = (taxes: { kind: TaxKind; amountCents: number }[], kind: TaxKind) => dollars(taxes.find((t) => t.kind === kind)?.amountCents ?? 0);
  return toCsv(
    ["number", "kind", "issued on", "studio", "province", "artist", "hours", "subtotal", ...TAX_KINDS, "total", "paid on"],
    rows.map((r) => [
      r.number,
      r.kind,
      r.issuedOn,
      r.studio,
      r.province,
      r.artist,
      hoursOf(r.minutes),
      dollars(r.subtotalCents),
      ...TAX_KINDS.map((kind) => taxOf(r.taxes, kind)),
      dollars(r.totalCents),
      r.paidOn ?? "",
    ]),
  );
}

/** Per artist: the jobs, hours and amount before tax of the invoices issued in the range (what the agency pays its artists from). */
async function artistTotals(db: Database, where: SQL) {
  const rows = await db
    .select({
      artistId: invoices.artistId,
      name: invoices.artistName,
      jobs: sql<number>`sum(case when ${invoices.kind} = 'invoice' then 1 else -1 end)::int`,
      minutes: sql<number>`sum(${invoices.minutes})::int`,
      revenueCents: sql<number>`sum(${invoices.subtotalCents})::bigint`,
    })
    .from(invoices)
    .where(where)
    .groupBy(invoices.artistId, invoices.artistName)
    .orderBy(asc(invoices.artistName));
  return rows.map((r) => ({ artistId: r.artistId, name: r.name, jobs: r.jobs, hours: hoursOf(r.minutes), revenueCents: Number(r.revenueCents) }));
}

async function payoutsCsv(db: Database, from: string, to: string) {
  const rows = await artistTotals(db, issuedBetween(from, to));
  return toCsv(
    ["artist", "jobs", "hours", "amount before tax"],
    rows.map((r) => [r.name, r.jobs, r.hours, dollars(r.revenueCents)]),
  );
}

const EXPORTS: Record<ExportKind, (db: Database, from: string, to: string) => Promise<string>> = {
  bookings: bookingsCsv,
  invoices: invoicesCsv,
  payouts: payoutsCsv,
};

/** One export as CSV text: bookings that overlap the range, invoices and payouts of invoices issued in it. */
export const exportCsv = (db: Database, kind: ExportKind, from: string, to: string) => EXPORTS[kind](db, from, to);

/** A month's jobs, hours, revenue before tax, tax by kind and per artist, from its invoices (credit notes subtract). */
export async function monthTotals(db: Database, month: string): Promise<MonthTotals> {
  const inMonth = sql`to_char(${issuedDay}, 'YYYY-MM') = ${month}`;
  const artistRows = await artistTotals(db, inMonth);
  const taxRows = executedRows<{ kind: TaxKind; amount: string }>(
    await db.execute(sql`select tax->>'kind' as kind, sum((tax->>'amountCents')::bigint)::text as amount
      from ${invoices}, jsonb_array_elements(${invoices.taxes}) as tax where ${inMonth} group by 1`),
  );
  const sum = (pick: (r: (typeof artistRows)[number]) => number) => artistRows.reduce((total, r) => total + pick(r), 0);
  return {
    month,
    jobs: sum((r) => r.jobs),
    hours: Math.round(sum((r) => r.hours) * 100) / 100,
    revenueCents: sum((r) => r.revenueCents),
    taxes: TAX_KINDS.map((kind) => ({ kind, amountCents: Number(taxRows.find((r) => r.kind === kind)?.amount ?? 0) })).filter((t) => t.amountCents !== 0),
    artists: artistRows,
  };
}
