import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Logger } from "../log.ts";
import { mailOutbox } from "../../../db/schema.ts";
import { MAIL_CLAIM_FIELDS, type ClaimedMail } from "./outbox.ts";
import { MailRenderError } from "./layout.ts";
import type { MailTransport, SendableMail } from "./transport.ts";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../outbox/worker.ts";

/**
 * Renders a claimed mail in its recipient's language, from the sender to the recipient (the templates: the composition
 * root gives them); throws MailRenderError when it never can be.
 */
export type MailRenderer = (mail: ClaimedMail, envelope: { from: { name: string; address: string }; to: string }) => SendableMail;

export interface MailWorkerDeps {
  db: Database;
  transport: MailTransport;
  render: MailRenderer;
  from: { name: string; address: string };
  log: Logger;
}

/**
 * The server refused the recipient for good (5xx to RCPT TO: no such mailbox):
 * trying again will not help. A 5xx to the login or the sender is the
 * configuration's, fixed by the operator: those keep their tries.
 */
export function isPermanent(error: unknown): boolean {
  if (error instanceof MailRenderError) return true;
  const e = error as { responseCode?: unknown; code?: unknown; command?: unknown } | null;
  return typeof e?.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600 && (e.code === "EENVELOPE" || e.command === "RCPT TO");
}

/** The recipient's domain: enough to follow deliveries in the log without writing people's addresses there. */
const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1);

/**
 * The mail outbox's worker (src/platform/outbox/worker.ts): each claimed mail is
 * rendered in its recipient's language and handed to the transport. Sent mail loses
 * its values (`params` emptied): a link's token must not stay in the table once its
 * mail left (docs/security.md).
 */
export function createMailWorker(deps: MailWorkerDeps, options: OutboxWorkerOptions = {}): OutboxWorker {
  const { transport } = deps;
  return createOutboxWorker<ClaimedMail>(
    deps,
    {
      name: "mail",
      table: mailOutbox,
      fields: MAIL_CLAIM_FIELDS,
      clearOnSent: sql`${sql.identifier(mailOutbox.params.name)} = '{}'::jsonb`,
      async deliver(row) {
        const rendered = deps.render(row, { from: deps.from, to: row.recipient });
        await transport.send({ id: row.id, to: row.recipient, from: deps.from, locale: row.locale, template: row.template, rendered });
      },
      judge: (_row, error) => ({ permanent: isPermanent(error) }),
      describe: (row) => ({ mailId: row.id, template: row.template, domain: domainOf(row.recipient), transport: transport.kind }),
      startFields: { transport: transport.kind, target: transport.target },
    },
    options,
  );
}
