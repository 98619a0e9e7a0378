import { z } from "zod";
import type { ArtistStatus } from "../artists/artist-statuses.contract.ts";
import type { InvoiceStatus } from "../invoices/invoice.contract.ts";
import type { JobStatus } from "../jobs/jobs.contract.ts";
import { choiceMessage, optionalText } from "../../platform/contract/fields.ts";
import { pageQuerySchema } from "../../platform/contract/pagination.ts";
import { ROLES, type Role } from "../../platform/contract/roles.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { ACCOUNT_STATUSES, type AccountStatus } from "./auth.contract.ts";

/** An empty field of the console's filter form ("role=") means "any": absent, as if not sent. */
const blankAsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** `GET /api/admin/users?q=&role=&status=&page=&limit=`: a part of the name or e-mail, a role, active or disabled. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  q: z.preprocess(blankAsAbsent, optionalText("Search", 100).optional()),
  role: z.preprocess(blankAsAbsent, z.enum(ROLES, { error: choiceMessage("Role", ROLES) }).optional()),
  status: z.preprocess(blankAsAbsent, z.enum(ACCOUNT_STATUSES, { error: choiceMessage("Status", ACCOUNT_STATUSES) }).optional()),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** One account as the console's Users screen lists it (erased accounts are not listed). */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: AccountStatus;
  /** ISO timestamps; `emailVerifiedAt` null until the address is proved. */
  createdAt: string;
  emailVerifiedAt: string | null;
}

/** A job of the account: the studio's posted jobs, or the jobs the artist was booked on. */
export interface AdminUserJob {
  id: string;
  style: string;
  studioName: string;
  startDate: string;
  status: JobStatus;
}

/** An invoice or credit note of the account: the studio's, or those of the artist's bookings. */
export interface AdminUserInvoice {
  id: string;
  number: string;
  issuedAt: string;
  totalCents: number;
  /** As the studio's and the billing's lists say it: unpaid, paid, cancelled by a credit note, or a credit note. */
  status: InvoiceStatus;
}

/** `GET /api/admin/users/:userId`: the account, its profile, its latest jobs and invoices, its open sessions. */
export interface AdminUserDetail extends AdminUser {
  locale: Locale | null;
  /** Sessions signed in and not expired: a disabled account has none. */
  sessions: number;
  /** The studio's name or the artist's application, when the account has one. */
  profile: { kind: "studio"; studioName: string } | { kind: "artist"; artistId: string; status: ArtistStatus } | null;
  /** The latest ten of each, newest first, with the whole count. */
  jobs: { items: AdminUserJob[]; total: number };
  invoices: { items: AdminUserInvoice[]; total: number };
}
