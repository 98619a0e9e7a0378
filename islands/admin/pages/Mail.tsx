import type { AdminMail } from "../../../src/features/mail-log/mail.contract.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { consolePage } from "../data.ts";
import { ConfirmAction, ConsoleMessage, Fact, FromNow, MessagesPage } from "../ui.tsx";

/** Each template's name in the console (src/features/notifications/mail-templates/); an unknown one shows as stored. */
const TEMPLATE_LABELS: Record<string, MessageKey> = {
  "verify-email": "admin.mail.template.verify-email",
  "confirm-new-email": "admin.mail.template.confirm-new-email",
  "email-change-notice": "admin.mail.template.email-change-notice",
  "reset-password": "admin.mail.template.reset-password",
  "password-changed": "admin.mail.template.password-changed",
  "account-deleted": "admin.mail.template.account-deleted",
};

const LANGUAGES: Record<AdminMail["locale"], MessageKey> = { en: "admin.mail.locale.en", fr: "admin.mail.locale.fr" };

/**
 * Mail the server could not deliver: still being retried, or dead
 * after its last try, newest first. A dead mail can be sent again; its values
 * (the links it carries) never reach the console.
 */
export function MailPage({ page }: { page: number }) {
  const loaded = useApiGet(client.admin.mail, { query: consolePage(page) });
  const t = useT();
  const perform = usePerform();
  const format = useFormat();

  const retry = async (mailId: string) => {
    const reply = await perform(() => call(client.admin.mail[":mailId"].retry.$post, { param: { mailId } }));
    loaded.reload();
    return reply;
  };

  return (
    <MessagesPage section="mail" loaded={loaded} page={page}>
      {(m) => (
        <ConsoleMessage key={m.id} title={m.recipient} aside={<FromNow at={m.createdAt} label={(when) => t("admin.mail.queued", { when })} />}>
          <p className="admin-message__contact">
            <span className={m.status === "dead" ? "badge badge--warning" : "badge badge--neutral"}>
              {t(m.status === "dead" ? "admin.mail.status.dead" : "admin.mail.status.pending")}
            </span>
            {m.nextAttemptAt && <FromNow at={m.nextAttemptAt} label={(when) => t("admin.mail.nextTry", { when })} />}
          </p>
          <div className="admin-facts">
            <dl className="admin-facts">
              <Fact label={t("admin.mail.template")}>{TEMPLATE_LABELS[m.template] ? t(TEMPLATE_LABELS[m.template]!) : m.template}</Fact>
              <Fact label={t("admin.mail.language")}>{t(LANGUAGES[m.locale])}</Fact>
              <Fact label={t("admin.mail.tries")}>{format.number(m.attempts)}</Fact>
              <Fact label={t("admin.mail.lastError")}>{m.lastError ? <code>{m.lastError}</code> : <span className="muted">{t("admin.none")}</span>}</Fact>
            </dl>
            {m.status === "dead" && (
              <div className="admin-profile__actions">
                <ConfirmAction
                  label={t("admin.mail.retry")}
                  tone="primary"
                  question={t("admin.mail.retryQuestion", { recipient: m.recipient })}
                  confirmLabel={t("admin.mail.retryConfirm")}
                  onConfirm={() => retry(m.id)}
                />
              </div>
            )}
          </div>
        </ConsoleMessage>
      )}
    </MessagesPage>
  );
}
