import { asc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { faqEntries } from "../../../db/schema.ts";
import type { AdminFaqEntry, FaqEntry, FaqEntryInput } from "./faq.contract.ts";
import { msg } from "../../platform/i18n/api-messages.ts";
import { DEFAULT_LOCALE, type Locale } from "../../platform/i18n/locales.ts";
import { changing, frenchField, frenchOf, nextSortOrder, refusingDuplicate } from "./catalog-admin.ts";
import { inLocale } from "./catalog.ts";
import { notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";

/**
 * The public FAQ (SPEC §2 /faq), edited by the agency in its console in English
 * and French: a question whose French text is empty shows the English
 * one. Every change publishes `catalog.changed` (list "faq") once stored, so each
 * instance drops its cached FAQ (src/cache-invalidation.ts).
 */

type FaqRow = typeof faqEntries.$inferSelect;

const NOT_FOUND = msg("api.faq.notFound");
const DUPLICATE = msg("api.faq.duplicate");

/** The agency's order, then the oldest first. */
const faqRows = (db: Database) => db.select().from(faqEntries).orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt));

const toFaqEntry = (row: FaqRow, locale: Locale): FaqEntry => ({
  id: row.id,
  question: inLocale(locale, row.question, row.questionFr),
  answer: inLocale(locale, row.answer, row.answerFr),
  ...(locale !== DEFAULT_LOCALE && (!row.questionFr?.trim() || !row.answerFr?.trim()) ? { missingFrench: true as const } : {}),
});

const toAdminFaqEntry = (row: FaqRow): AdminFaqEntry => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  ...frenchOf({ questionFr: row.questionFr, answerFr: row.answerFr }),
});

/** The FAQ as the public page shows it, in `locale` (English where the French text is empty). */
export async function listFaq(db: Database, locale: Locale = DEFAULT_LOCALE): Promise<FaqEntry[]> {
  return (await faqRows(db)).map((row) => toFaqEntry(row, locale));
}

/** The FAQ as the admin edits it: English texts and the French ones that are set. */
export const listAdminFaq = async (db: Database): Promise<AdminFaqEntry[]> => (await faqRows(db)).map(toAdminFaqEntry);

/** Adds a question at the end of the FAQ. */
export const createFaqEntry = (db: Database, events: EventPublisher, input: FaqEntryInput): Promise<AdminFaqEntry> =>
  changing(
    events,
    "faq",
    refusingDuplicate(
      db
        .insert(faqEntries)
        .values({
          question: input.question,
          answer: input.answer,
          questionFr: frenchField(input.questionFr),
          answerFr: frenchField(input.answerFr),
          sortOrder: nextSortOrder(faqEntries),
        })
        .returning()
        .then(([row]) => toAdminFaqEntry(row!)),
      DUPLICATE,
    ),
  );

/** Rewrites a question and its answer; a French text sent empty is cleared, one left out is kept. */
export const updateFaqEntry = (db: Database, events: EventPublisher, id: string, input: FaqEntryInput): Promise<AdminFaqEntry> =>
  changing(
    events,
    "faq",
    refusingDuplicate(
      db
        .update(faqEntries)
        .set({
          question: input.question,
          answer: input.answer,
          questionFr: frenchField(input.questionFr),
          answerFr: frenchField(input.answerFr),
          updatedAt: new Date(),
        })
        .where(eq(faqEntries.id, id))
        .returning()
        .then(([row]) => {
          if (!row) throw notFound(NOT_FOUND);
          return toAdminFaqEntry(row);
        }),
      DUPLICATE,
    ),
  );

export const deleteFaqEntry = (db: Database, events: EventPublisher, id: string): Promise<void> =>
  changing(
    events,
    "faq",
    db
      .delete(faqEntries)
      .where(eq(faqEntries.id, id))
      .returning({ id: faqEntries.id })
      .then(([row]) => {
        if (!row) throw notFound(NOT_FOUND);
      }),
  );
