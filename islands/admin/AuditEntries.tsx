import { isAuditAction } from "../../src/features/audit/audit-actions.contract.ts";
import type { AuditRow } from "../../src/features/audit/audit.contract.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import type { Loaded } from "../lib/data.ts";
import { useFormat } from "../lib/format.ts";
import { ListState } from "./ui.tsx";

/** What a row changed, one field a line: "status: pending → approved". */
function Changes({ changes }: { changes: AuditRow["changes"] }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return null;
  const shown = (value: unknown) => (value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value));
  return (
    <ul className="admin-audit__changes">
      {entries.map(([field, [before, after]]) => (
        <li key={field}>
          <code>{field}</code>: {shown(before)} → {shown(after)}
        </li>
      ))}
    </ul>
  );
}

/** One row of the audit log: the action (in words, its code beside), when, by whom, on what, from where, and what changed. */
export function AuditEntry({ row }: { row: AuditRow }) {
  const t = useT();
  const format = useFormat();
  // A code this build does not know (a row written by a newer one) shows as it is.
  const known = isAuditAction(row.action) ? row.action : null;
  return (
    <li className="admin-panel admin-message">
      <div className="admin-message__head">
        <span className="admin-audit__action">
          <strong>{known ? t(`admin.audit.action.${known}`) : row.action}</strong>
          {known && <code className="admin-audit__code">{row.action}</code>}
        </span>
        <time dateTime={row.at} className="muted">
          {format.dateTime(row.at)}
        </time>
      </div>
      <p className="admin-message__contact">
        <span>{t("admin.audit.by", { name: row.actorName })}</span>
        <span>
          {row.entityType}
          {row.entityId ? ` ${row.entityId}` : ""}
        </span>
        {row.ip && <span className="muted">{t("admin.audit.from", { ip: row.ip })}</span>}
      </p>
      <Changes changes={row.changes} />
    </li>
  );
}

/** A record's own history on its page (an artist's, a job's, an invoice's): what the agency did to it, newest first. */
export function HistoryPanel({ loaded }: { loaded: Loaded<AuditRow[]> }) {
  const t = useT();
  return (
    <section className="admin-panel" aria-labelledby="record-history">
      <h2 id="record-history" className="admin-panel__title">
        {t("admin.audit.history")}
      </h2>
      <ListState data={loaded.data} failed={loaded.failed} empty={t("admin.audit.historyEmpty")} />
      {loaded.data && loaded.data.length > 0 && (
        <ul className="admin-messages">
          {loaded.data.map((row) => (
            <AuditEntry key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
