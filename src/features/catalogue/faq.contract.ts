import { z } from "zod";
import { frenchText } from "./catalog-admin.contract.ts";
import { requiredText } from "../../platform/contract/fields.ts";

/** The longest question and answer the FAQ takes (SPEC §5). */
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 4000;

/** One question of the public FAQ (SPEC §2 /faq), in the reader's language. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** In French, when the question or the answer has no French text (the English is shown): the agency's page flags it. */
  missingFrench?: true;
}

/** A question as the admin API returns it: the English texts and the French ones that are set. */
export type AdminFaqEntry = FaqEntry & { questionFr?: string; answerFr?: string };

/**
 * `POST /admin/faq` and `PUT /admin/faq/:itemId` (JSON): the English question and
 * answer (required), their French twins (optional: absent keeps them, empty clears
 * them, and the French site shows the English text). An answer may hold line breaks.
 */
export const faqEntrySchema = z.object({
  question: requiredText("Question", FAQ_QUESTION_MAX),
  answer: requiredText("Answer", FAQ_ANSWER_MAX, { multiline: true }),
  questionFr: frenchText("Question (French)", FAQ_QUESTION_MAX),
  answerFr: frenchText("Answer (French)", FAQ_ANSWER_MAX, { multiline: true }),
});
export type FaqEntryInput = z.infer<typeof faqEntrySchema>;
