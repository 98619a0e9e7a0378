/**
 * The admin's view of mail that could not be delivered (GET /api/admin/mail):
 * dead mail, and mail still queued whose last try failed. Never the mail's values
 * (they hold links with tokens).
 */
export interface AdminMail {
  id: string;
  recipient: string;
  locale: "en" | "fr";
  /** The template's name ("verify-email", "reset-password", …). */
  template: string;
  /** "dead": no more tries until the admin asks for one; "pending": tried again at `nextAttemptAt`. */
  status: "dead" | "pending";
  attempts: number;
  /** Why the last try failed, as the mail server or the network said it ("" when unknown). */
  lastError: string;
  /** ISO instant of the next try; null when dead. */
  nextAttemptAt: string | null;
  createdAt: string;
}
