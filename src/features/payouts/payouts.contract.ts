import { z } from "zod";
import {
  atLeastMessage,
  atMostMessage,
  choiceMessage,
  numberMessage,
  provinceSchema,
  requiredText,
  uuid,
  wholeNumberMessage,
} from "../../platform/contract/fields.ts";
import type { Province } from "../../platform/contract/places.ts";
import { postalCodeField } from "../jobs/jobs.contract.ts";
import { said } from "../../platform/contract/messages.ts";

/** The highest pay rate in cents per hour the confirm takes: the bill rate's own ceiling ($1,000/h). */
export const MAX_ARTIST_RATE_CENTS = 100_000;

/** `artistRate` of the confirm: cents per hour, optional (the default is the rate less the agency's commission). */
export const artistRateField = z
  .number({ error: numberMessage("Artist rate") })
  .int(wholeNumberMessage("Artist rate"))
  .min(0, atLeastMessage("Artist rate", 0))
  .max(MAX_ARTIST_RATE_CENTS, atMostMessage("Artist rate", MAX_ARTIST_RATE_CENTS));

/** One session the artist was paid for, or is owed: its minutes at the artist's rate, rounded half up to the cent. */
export interface PayLine {
  id: string;
  jobId: string;
  /** The session's day (YYYY-MM-DD, in its job's zone). */
  date: string;
  minutes: number;
  artistRateCents: number;
  amountCents: number;
  /** ISO timestamp of the payment, null while owed. */
  paidAt: string | null;
  /** The job's style and studio, as the artist's statement lists them. */
  style: string;
  studioName: string;
}

/** A month of an artist's pay: what it earned (by session day), of which paid and owed. */
export interface EarningsMonth {
  /** YYYY-MM. */
  month: string;
  totalCents: number;
  paidCents: number;
  unpaidCents: number;
  lines: PayLine[];
}

/** `GET /artist/earnings?year=`: the artist's months, and what it was paid in the year (the T4A's box 048 total). */
export interface Earnings {
  year: number;
  months: EarningsMonth[];
  totalCents: number;
  /** Paid in the calendar year, by payment date in the agency's zone: the amount its T4A reports. */
  paidInYearCents: number;
}

const yearMessage = said("year must be a year from 2000 to 2100", "api.validation.payYear");
const year = z.coerce.number({ error: yearMessage }).int(yearMessage).min(2000, yearMessage).max(2100, yearMessage);
const monthMessage = said("month must read YYYY-MM", "api.validation.reportMonth");
const month = z.string({ error: monthMessage }).regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, monthMessage);

/** `GET /artist/earnings?year=` (this year by default). */
export const earningsQuerySchema = z.object({ year: year.optional() });

/** `GET /artist/earnings/:month/pdf`: one month's statement. */
export const statementParamSchema = z.object({ month });

export const PAYOUT_STATUSES = ["unpaid", "paid"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** `GET /admin/payouts?status=unpaid|paid&month=`: owed lines by default, every month unless one is named (by session day). */
export const payoutsQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, { error: choiceMessage("Status", PAYOUT_STATUSES) }).default("unpaid"),
  month: month.optional(),
});
export type PayoutsQuery = z.infer<typeof payoutsQuerySchema>;

/** One artist's lines in the console's payouts. */
export interface ArtistPayout {
  artistId: string;
  name: string;
  email: string;
  totalCents: number;
  lines: PayLine[];
}

/** `POST /admin/payouts/pay`: the lines of one artist the agency paid, as one batch, with its e-Transfer or cheque reference. */
export const payBatchSchema = z.object({
  artistId: uuid("Artist id"),
  lineIds: z
    .array(uuid("Line id"), { error: said("lineIds must be a list of pay lines", "api.validation.payLines") })
    .min(1, said("lineIds must be a list of pay lines", "api.validation.payLines"))
    .max(1000, said("lineIds must be a list of pay lines", "api.validation.payLines")),
  reference: requiredText("Reference", 100),
});
export type PayBatchInput = z.infer<typeof payBatchSchema>;

/** A batch as recorded: who was paid, how much, when, with which reference. */
export interface PayoutBatch {
  id: string;
  artistId: string;
  reference: string;
  totalCents: number;
  paidAt: string;
  lineIds: string[];
}

/** `GET /admin/t4a?year=`: the calendar year (this year by default). */
export const t4aQuerySchema = z.object({ year: year.optional() });

/** One artist's T4A: the fees paid in the year (box 048) and the lines behind them. No social insurance number is kept. */
export interface T4aSlip {
  artistId: string;
  name: string;
  /**
   * The mailing address the artist gave for its slips ("12 rue King, Montréal, QC H2X 1Y4"); without one, what its
   * profile says (city and province), which the bookkeeper completes.
   */
  address: string;
  totalCents: number;
  lines: PayLine[];
}

/** CRA's threshold: a T4A is issued to a freelancer paid $500 or more in the calendar year. */
export const T4A_THRESHOLD_CENTS = 50_000;

/** `GET`/`PUT /artist/mailing-address`: where the artist receives mail, printed on its T4A slip. Private: the artist and the bookkeeping. */
export interface MailingAddress {
  street: string;
  city: string;
  province: Province;
  /** "H2X 1Y4". */
  postalCode: string;
}

export const mailingAddressSchema = z.object({
  street: requiredText("Street address", 200),
  city: requiredText("City", 100),
  province: provinceSchema,
  postalCode: postalCodeField,
});
