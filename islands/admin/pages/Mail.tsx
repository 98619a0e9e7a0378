import { useNavigate } from "@tanstack/react-router";
import type { AdminMail } from "../../../src/features/mail-log/mail.contract.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { consolePage } from "../data.ts";
import { ConfirmAction, ConsoleList, PageHeader } from "../ui.tsx";

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
  const navigate = useNavigate();
  const t = useT();
  const perform = usePerform();
  const format = useFormat();

  const retry = async (mailId: string) => {
    const reply = await perform(() => call(client.admin.mail[":mailId"].retry.$post, { param: { mailId } }));
    loaded.reload();
    return reply;
  };

  return (
    <div className="admin-page">
      <PageHeader title={t("admin.mail.title")} intro={t("admin.mail.intro")} />
      <ConsoleList
        loaded={loaded}
        empty={t("admin.mail.empty")}
        className="admin-messages"
        page={page}
        onPage={(p) => navigate({ to: "/admin/mail", search: { page: p } })}
        pagesLabel={t("admin.mail.pages")}
      >
        {(m) => (
          <li key={m.id} className="admin-panel admin-message">
            <div className="admin-message__head">
              <strong>{m.recipient}</strong>
              <time dateTime={m.createdAt} title={format.dateTime(m.createdAt)} className="muted">
                {t("admin.mail.queued", { when: format.fromNow(m.createdAt) })}
              </time>
            </div>
            <p className="admin-message__contact">
              <span className={m.status === "dead" ? "badge badge--warning" : "badge badge--neutral"}>
                {t(m.status === "dead" ? "admin.mail.status.dead" : "admin.mail.status.pending")}
              </span>
              {m.nextAttemptAt && (
                <time dateTime={m.nextAttemptAt} title={format.dateTime(m.nextAttemptAt)} className="muted">
                  {t("admin.mail.nextTry", { when: format.fromNow(m.nextAttemptAt) })}
                </time>
              )}
            </p>
            <div className="admin-facts">
              <dl className="admin-facts">
                <div className="admin-facts__item">
                  <dt>{t("admin.mail.template")}</dt>
                  <dd>{TEMPLATE_LABELS[m.template] ? t(TEMPLATE_LABELS[m.template]!) : m.template}</dd>
                </div>
                <div className="admin-facts__item">
                  <dt>{t("admin.mail.language")}</dt>
                  <dd>{t(LANGUAGES[m.locale])}</dd>
                </div>
                <div className="admin-facts__item">
                  <dt>{t("admin.mail.tries")}</dt>
                  <dd>{format.number(m.attempts)}</dd>
                </div>
                <div className="admin-facts__item">
                  <dt>{t("admin.mail.lastError")}</dt>
                  <dd>{m.lastError ? <code>{m.lastError}</code> : <span className="muted">{t("admin.none")}</span>}</dd>
                </div>
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
          </li>
        )}
      </ConsoleList>
    </div>
  );
}
