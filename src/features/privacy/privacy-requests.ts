import { desc, eq } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { privacyIncidents, privacyRequests } from "../../../db/schema.ts";
import type { PageRequest, Paged } from "../../platform/contract/pagination.ts";
import { paginate } from "../../platform/db/paging.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { enqueueMail } from "../../platform/mail/outgoing.ts";
import {
  PRIVACY_REQUEST_DAYS,
  type PrivacyAnswer,
  type PrivacyIncidentInput,
  type PrivacyIncidentRow,
  type PrivacyRequestInput,
  type PrivacyRequestRow,
} from "./privacy.contract.ts";

export const PRIVACY_REQUEST_NOT_FOUND = "api.privacy.requestNotFound";

const DAY_MS = 24 * 60 * 60_000;

const toRequestRow = (r: typeof privacyRequests.$inferSelect): PrivacyRequestRow => ({
  ...r,
  answeredAt: r.answeredAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  dueAt: new Date(r.createdAt.getTime() + PRIVACY_REQUEST_DAYS * DAY_MS).toISOString(),
});

/** `POST /privacy/requests`: a request from the form on /privacy, in the language of the page it came from. */
export async function receivePrivacyRequest(db: Queryable, input: PrivacyRequestInput, pageLocale: Locale): Promise<{ id: string; dueAt: string }> {
  const { locale, ...fields } = input;
  const [row] = await db
    .insert(privacyRequests)
    .values({ ...fields, locale: locale ?? pageLocale })
    .returning();
  const listed = toRequestRow(row!);
  return { id: listed.id, dueAt: listed.dueAt };
}

/** The requests, newest first, each with the day its answer is due. */
export async function listPrivacyRequests(db: Database, page?: PageRequest): Promise<Paged<PrivacyRequestRow>> {
  const query = db.select().from(privacyRequests).$dynamic();
  const { rows, total } = await paginate(db, query, [desc(privacyRequests.createdAt), desc(privacyRequests.id)], page);
  return { total, items: rows.map(toRequestRow) };
}

export async function getPrivacyRequest(db: Queryable, id: string): Promise<PrivacyRequestRow> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  if (!row) throw notFound(PRIVACY_REQUEST_NOT_FOUND);
  return toRequestRow(row);
}

/**
 * `PUT /admin/privacy-requests/:requestId`: the agency's answer, once; the requester gets it by mail, in the
 * language they wrote in, when the answer is committed.
 */
export async function answerPrivacyRequest(tx: Queryable, id: string, answer: PrivacyAnswer): Promise<PrivacyRequestRow> {
  const request = await getPrivacyRequest(tx, id);
  if (request.status !== "received") throw conflict("api.privacy.alreadyAnswered");
  const [row] = await tx
    .update(privacyRequests)
    .set({ status: answer.status, answer: answer.answer, answeredAt: new Date() })
    .where(eq(privacyRequests.id, id))
    .returning();
  await enqueueMail(tx, {
    to: request.email,
    locale: request.locale,
    template: "privacy-answer",
    params: { name: request.name, kind: request.kind, status: answer.status, answer: answer.answer },
  });
  return toRequestRow(row!);
}

const toIncidentRow = (r: typeof privacyIncidents.$inferSelect): PrivacyIncidentRow => ({
  ...r,
  occurredAt: r.occurredAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/** The register of confidentiality incidents, the latest first. */
export async function listPrivacyIncidents(db: Database, page?: PageRequest): Promise<Paged<PrivacyIncidentRow>> {
  const query = db.select().from(privacyIncidents).$dynamic();
  const { rows, total } = await paginate(db, query, [desc(privacyIncidents.occurredAt), desc(privacyIncidents.id)], page);
  return { total, items: rows.map(toIncidentRow) };
}

/** `POST /admin/privacy-incidents`: one entry, kept with who wrote it. */
export async function recordPrivacyIncident(tx: Queryable, input: PrivacyIncidentInput, recordedBy: string): Promise<PrivacyIncidentRow> {
  const [row] = await tx
    .insert(privacyIncidents)
    .values({ ...input, occurredAt: new Date(input.occurredAt), recordedBy })
    .returning();
  return toIncidentRow(row!);
}
