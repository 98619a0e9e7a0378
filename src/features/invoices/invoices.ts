import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { artists, clients, invoiceCounters, invoices, jobs, users } from "../../../db/schema.ts";
import type { Invoice, InvoiceStatus, TaxKind } from "./invoice.contract.ts";
import type { MessageKey } from "../../platform/i18n/messages/en.ts";
import { PPM_PER_PERCENT } from "./invoice.contract.ts";
import type { PageRequest, Paged } from "../../platform/contract/pagination.ts";
import type { Province } from "../../platform/contract/places.ts";
import type { SessionUser } from "../../platform/contract/roles.ts";
import { msg, translateMessage } from "../../platform/i18n/api-messages.ts";
import { formatDate } from "../../platform/i18n/format.ts";
import { DEFAULT_LOCALE, type Locale } from "../../platform/i18n/locales.ts";
import { getAgencySettings, taxRatesOf } from "./billing-settings.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { jobDays, negated, partialCredit, priceInvoice, remainderOf } from "./invoice-money.ts";
import { cancelledDatesOfJob } from "../jobs/index.ts";
import { paginate } from "../../platform/db/paging.ts";
import { provinceOfPostalCode } from "../../platform/contract/places.ts";
import { dateIn } from "../../platform/places/time-zones.ts";
import { zoneLocalSql } from "../../platform/places/zone-sql.ts";

const INVOICE_NOT_FOUND = "api.invoice.notFound";

/** The next number of `series` in the current year of `timeZone` (the invoice's date's), in the caller's transaction (see `invoiceCounters`). */
async function nextNumber(tx: Queryable, series: "INV" | "CN", timeZone: string): Promise<string> {
  const year = sql`extract(year from ${zoneLocalSql(timeZone, sql`now()`)})::int`;
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.year], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ year: invoiceCounters.year, last: invoiceCounters.last });
  return `${series}-${counter!.year}-${String(counter!.last).padStart(6, "0")}`;
}

/** The province whose sales tax a job's invoice charges: the studio's, else the job's postal code's (a studio registered before provinces). */
export const taxProvinceOf = (studioProvince: Province | null, postalCode: string): Province | null => studioProvince ?? provinceOfPostalCode(postalCode);

const artistUsers = alias(users, "invoice_artist_users");

/**
 * Issues the invoice of a job that is being completed, inside the completion's
 * transaction: the job never completes without it, and a retry finds the one
 * already issued (the unique index on the job's invoice settles a race). The
 * studio's province decides the taxes; a studio registered before provinces is
 * taxed by the job's postal code.
 */
export async function issueJobInvoice(tx: Queryable, jobId: string): Promise<string> {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.jobId, jobId), eq(invoices.kind, "invoice")));
  if (existing) return existing.id;
  const [row] = await tx
    .select({
      job: {
        clientId: jobs.clientId,
        style: jobs.style,
        rate: jobs.rate,
        postalCode: jobs.postalCode,
        startDate: jobs.startDate,
        endDate: jobs.endDate,
        startTime: jobs.startTime,
        endTime: jobs.endTime,
        weekdays: jobs.weekdays,
        cancelledDates: cancelledDatesOfJob,
        artistId: jobs.confirmedArtistId,
        timeZone: jobs.timeZone,
      },
      studio: { name: clients.studioName, director: clients.studioDirector, address: clients.address, province: clients.province, email: users.email },
      artistName: artistUsers.name,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .leftJoin(artists, eq(artists.id, jobs.confirmedArtistId))
    .leftJoin(artistUsers, eq(artistUsers.id, artists.userId))
    .where(eq(jobs.id, jobId));
  if (!row) throw notFound("api.job.notFound");
  const province = taxProvinceOf(row.studio.province, row.job.postalCode);
  if (!province) throw conflict("api.invoice.noProvince");
  const priced = priceInvoice(jobDays(row.job), await taxRatesOf(tx, province));
  const agency = await getAgencySettings(tx);
  const number = await nextNumber(tx, "INV", row.job.timeZone);
  const [issued] = await tx
    .insert(invoices)
    .values({
      number,
      kind: "invoice",
      jobId,
      clientId: row.job.clientId,
      artistId: row.job.artistId,
      artistName: row.artistName ?? "",
      style: row.job.style,
      // After the counter's row lock: issue times follow the numbers across concurrent issuers.
      issuedAt: sql`clock_timestamp()`,
      province,
      // Its dates are read in its job's zone: issued at 23:30 in Vancouver on Dec 31, it is dated Dec 31.
      timeZone: row.job.timeZone,
      agencyLegalName: agency.legalName,
      agencyAddress: agency.address,
      agencyTaxNumber: agency.taxNumber,
      agencyQstNumber: agency.qstNumber,
      paymentTermsDays: agency.paymentTermsDays,
      studioName: row.studio.name,
      studioDirector: row.studio.director,
      studioAddress: row.studio.address,
      studioEmail: row.studio.email,
      ...priced,
    })
    .returning({ id: invoices.id });
  return issued!.id;
}

type InvoiceRow = typeof invoices.$inferSelect;

const TAX_NAME: Record<TaxKind, MessageKey> = {
  GST: "api.invoice.tax.GST",
  HST: "api.invoice.tax.HST",
  QST: "api.invoice.tax.QST",
  PST: "api.invoice.tax.PST",
};

// Written out: drizzle leaves a one-table select's columns unqualified, which an alias of the same table would capture.
const credited =
  sql<boolean>`exists (select 1 from invoices credit_notes where credit_notes.credited_invoice_id = "invoices"."id" and not credit_notes.partial_credit)`.as(
    "credited",
  );
const creditedNumber = sql<string | null>`(select credited.number from invoices credited where credited.id = "invoices"."credited_invoice_id")`.as(
  "credited_number",
);
/** A row with what the API says about it beside: whether credit notes cancelled all of it, which invoice a credit note cancels. */
const invoiceColumns = { invoice: invoices, credited, creditedNumber };
type ListedRow = { invoice: InvoiceRow; credited: boolean; creditedNumber: string | null };

/** The ISO day `days` after `isoDate`. */
export const daysAfter = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The agency's registration number for a tax, as the invoice was issued with it: GST and HST share one, QST has its own. */
function registrationNumberOf(row: InvoiceRow, kind: TaxKind): string {
  if (kind === "GST" || kind === "HST") return row.agencyTaxNumber;
  if (kind === "QST") return row.agencyQstNumber;
  return "";
}

function statusOf(row: InvoiceRow, isCredited: boolean): InvoiceStatus {
  if (row.kind === "credit_note") return "credit";
  if (isCredited) return "credited";
  return row.paidAt ? "paid" : "unpaid";
}

/** An issued row as the API says it (SPEC §7), its words in `locale`. */
export function toInvoice({ invoice: row, credited: isCredited, creditedNumber }: ListedRow, locale: Locale = DEFAULT_LOCALE): Invoice {
  const issuedOn = dateIn(row.timeZone, row.issuedAt);
  const say = (key: MessageKey, values?: Parameters<typeof msg>[1]) => translateMessage(locale, msg(key, values));
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    jobId: row.jobId,
    creditedInvoiceId: row.creditedInvoiceId,
    creditedNumber,
    partialCredit: row.partialCredit,
    issuedAt: row.issuedAt.toISOString(),
    issuedOn,
    timeZone: row.timeZone,
    province: row.province,
    lines: row.lines.map((line) => ({
      kind: line.kind ?? "session",
      description:
        line.kind === "credit"
          ? say("api.invoice.creditLine", { number: creditedNumber ?? "", date: formatDate(locale, line.date) })
          : say("api.invoice.line", {
              style: row.style,
              artist: row.artistName,
              date: formatDate(locale, line.date),
              start: line.startTime,
              end: line.endTime,
            }),
      minutes: line.minutes,
      hours: Math.round((line.minutes / 60) * 100) / 100,
      rateCents: line.rateCents,
      amountCents: line.amountCents,
    })),
    subtotalCents: row.subtotalCents,
    taxes: row.taxes.map((tax) => ({
      name: say(TAX_NAME[tax.kind]),
      kind: tax.kind,
      rate: tax.ratePpm / PPM_PER_PERCENT,
      amountCents: tax.amountCents,
      registrationNumber: registrationNumberOf(row, tax.kind),
    })),
    totalCents: row.totalCents,
    status: statusOf(row, isCredited),
    paidAt: row.paidAt?.toISOString() ?? null,
    dueDate: row.kind === "invoice" ? daysAfter(issuedOn, row.paymentTermsDays) : null,
    agency: { legalName: row.agencyLegalName, address: row.agencyAddress, taxNumber: row.agencyTaxNumber, qstNumber: row.agencyQstNumber },
    studio: { name: row.studioName, director: row.studioDirector, address: row.studioAddress, email: row.studioEmail },
  };
}

/** What `viewer` may see: a studio its own, the agency everything, anyone else nothing. */
function visibleTo(viewer: SessionUser): SQL {
  if (viewer.role === "admin") return sql`true`;
  if (viewer.role === "client") return sql`${invoices.clientId} = (select ${clients.id} from ${clients} where ${clients.userId} = ${viewer.userId})`;
  return sql`false`;
}

/** The caller's invoices and credit notes, newest first (optionally one job's). */
export async function listInvoices(
  db: Database,
  { viewer, filter, page, locale }: { viewer: SessionUser; filter: { jobId?: string }; page?: PageRequest; locale?: Locale },
): Promise<Paged<Invoice>> {
  const query = db
    .select(invoiceColumns)
    .from(invoices)
    .where(and(visibleTo(viewer), filter.jobId ? eq(invoices.jobId, filter.jobId) : undefined))
    .$dynamic();
  const { rows, total } = await paginate(db, query, [desc(invoices.issuedAt), desc(invoices.id)], page);
  return { items: rows.map((r) => toInvoice(r, locale)), total };
}

async function readInvoice(db: Queryable, where: SQL | undefined, locale?: Locale): Promise<Invoice> {
  const [row] = await db.select(invoiceColumns).from(invoices).where(where);
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return toInvoice(row, locale);
}

/** One invoice, when `viewer` may see it; a 404 otherwise (never a hint that it exists). */
export const getInvoice = (db: Queryable, viewer: SessionUser, invoiceId: string, locale?: Locale) =>
  readInvoice(db, and(eq(invoices.id, invoiceId), visibleTo(viewer)), locale);

/** The agency records the studio's payment of an invoice, once; a credit note or a credited invoice is never paid. */
export async function markInvoicePaid(db: Queryable, invoiceId: string, locale?: Locale): Promise<Invoice> {
  const paid = await db
    .update(invoices)
    .set({ paidAt: sql`now()` })
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.kind, "invoice"),
        sql`${invoices.paidAt} is null`,
        sql`not exists (select 1 from invoices credit_notes where credit_notes.credited_invoice_id = ${invoiceId} and not credit_notes.partial_credit)`,
      ),
    )
    .returning({ id: invoices.id });
  if (paid.length === 0) {
    const invoice = await readInvoice(db, eq(invoices.id, invoiceId), locale);
    throw conflict(invoice.status === "paid" ? "api.invoice.alreadyPaid" : "api.invoice.notPayable");
  }
  return readInvoice(db, eq(invoices.id, invoiceId), locale);
}

/**
 * Credits `creditCents` of an invoice (taxes included; left out: all that is left of it) with a credit note numbered
 * in the CN series, in the caller's transaction; its id, or null when nothing is left to credit. The whole of an
 * invoice never credited is its lines and taxes negated; a part is one line with the taxes in proportion
 * (`partialCredit`); the note that credits what is left closes the invoice ("credited"). The invoice itself does not
 * change; its row lock makes two credits of it wait for each other.
 */
export async function creditInvoice(tx: Queryable, invoiceId: string, creditCents?: number): Promise<string | null> {
  const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!original) throw notFound(INVOICE_NOT_FOUND);
  if (original.kind !== "invoice") throw conflict("api.invoice.creditOfCredit");
  const earlier = await tx.select().from(invoices).where(eq(invoices.creditedInvoiceId, invoiceId));
  const left = remainderOf(original, earlier);
  if (earlier.some((note) => !note.partialCredit) || left.totalCents <= 0) return null;
  const cents = Math.min(creditCents ?? left.totalCents, left.totalCents);
  const whole = earlier.length === 0 && cents === original.totalCents;
  const { id: _id, number: _number, issuedAt: _issuedAt, paidAt: _paidAt, kind: _kind, ...copied } = original;
  const amounts = whole ? negated(original) : partialCredit(original, left, cents, dateIn(original.timeZone, new Date()));
  const [note] = await tx
    .insert(invoices)
    .values({
      ...copied,
      ...amounts,
      number: await nextNumber(tx, "CN", original.timeZone),
      kind: "credit_note",
      creditedInvoiceId: invoiceId,
      partialCredit: cents < left.totalCents,
      issuedAt: sql`clock_timestamp()`,
    })
    .returning({ id: invoices.id });
  return note!.id;
}

/** The agency cancels an invoice (a paid one too: it then refunds) with a credit note for all that is left of it. */
export async function issueCreditNote(db: Queryable, invoiceId: string, locale?: Locale): Promise<Invoice> {
  const id = await db.transaction((tx) => creditInvoice(tx, invoiceId));
  if (!id) throw conflict("api.invoice.alreadyCredited");
  return readInvoice(db, eq(invoices.id, id), locale);
}
