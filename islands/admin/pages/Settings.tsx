import { type FormEvent, type ReactNode, useState } from "react";
import type { BackupRunView } from "../../../src/features/backups/backups.contract.ts";
import { MAX_AUDIT_RETENTION_MONTHS, MAX_RETENTION_DAYS } from "../../../src/features/retention/retention-bounds.contract.ts";
import type { RetentionRunView, RetentionSettings } from "../../../src/features/retention/retention.contract.ts";
import { formatFileSize } from "../../../src/platform/i18n/format.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { Fact, ListState, PageHeader } from "../ui.tsx";

const STATUS_BADGE: Record<BackupRunView["status"], string> = {
  running: "badge badge--neutral",
  succeeded: "badge badge--success",
  failed: "badge badge--warning",
};

/** One backup run: when it started, how it went, its archive and size, or why it failed. */
function BackupRun({ heading, run }: { heading: string; run: BackupRunView }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  return (
    <div className="admin-backup">
      <h3 className="admin-backup__title">{heading}</h3>
      <dl className="admin-facts">
        <Fact label={t("admin.settings.backups.started")}>
          <time dateTime={run.startedAt}>{format.dateTime(run.startedAt)}</time>
        </Fact>
        <Fact label={t("admin.settings.backups.outcome")}>
          <span className={STATUS_BADGE[run.status]}>{t(`admin.settings.backups.status.${run.status}`)}</span>
        </Fact>
        {run.fileName && (
          <Fact label={t("admin.settings.backups.file")}>
            <code>{run.fileName}</code>
          </Fact>
        )}
        {run.sizeBytes !== null && <Fact label={t("admin.settings.backups.size")}>{formatFileSize(locale, run.sizeBytes)}</Fact>}
        {run.error && (
          <Fact label={t("admin.settings.backups.error")}>
            <code>{run.error}</code>
          </Fact>
        )}
      </dl>
    </div>
  );
}

/** One section of the screen: its heading (which names it) and what it says first. */
function SettingsPanel({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <h2 id={id} className="admin-panel__title">
        {title}
      </h2>
      {intro && <p className="muted">{intro}</p>}
      {children}
    </section>
  );
}

/** Whether the first qualified artist to opt in to an urgent job is booked at once: saved as it is ticked. */
function UrgentBookings() {
  const t = useT();
  const perform = usePerform();
  const loaded = useApiGet(client.admin.settings.bookings, {});
  const [saving, setSaving] = useState(false);
  async function save(autoConfirmUrgent: boolean) {
    setSaving(true);
    await perform(() => call(client.admin.settings.bookings.$put, { json: { autoConfirmUrgent } }));
    // The box shows what the server holds, saved or refused.
    loaded.reload();
    setSaving(false);
  }
  return (
    <SettingsPanel id="urgent-title" title={t("admin.bookingSettings.title")} intro={t("admin.bookingSettings.intro")}>
      {loaded.data === null ? (
        <ListState data={null} failed={loaded.failed} empty="" />
      ) : (
        <label className="checkbox">
          <input type="checkbox" checked={loaded.data.autoConfirmUrgent} disabled={saving} onChange={(e) => void save(e.currentTarget.checked)} />
          <span>{t("admin.bookingSettings.autoConfirm")}</span>
        </label>
      )}
    </SettingsPanel>
  );
}

/** The periods the daily pass applies, with the bounds the API accepts (docs/features/retention.md). */
const RETENTION_FIELDS = [
  { name: "rejectedApplicationDays", max: MAX_RETENTION_DAYS },
  { name: "deletedAccountFileDays", max: MAX_RETENTION_DAYS },
  { name: "contactMessageDays", max: MAX_RETENTION_DAYS },
  { name: "auditLogMonths", max: MAX_AUDIT_RETENTION_MONTHS },
] as const;

/** One daily pass: when it ran, and what it removed (counts only) or why it failed. */
function RetentionRun({ run }: { run: RetentionRunView }) {
  const t = useT();
  const format = useFormat();
  const outcome = run.error
    ? t("admin.retention.failed", { error: run.error })
    : run.finishedAt
      ? t("admin.retention.removed", {
          contactMessages: run.removed.contactMessages ?? 0,
          auditLog: run.removed.auditLog ?? 0,
          rejectedApplicationFiles: run.removed.rejectedApplicationFiles ?? 0,
          deletedAccountFiles: run.removed.deletedAccountFiles ?? 0,
        })
      : t("admin.retention.running");
  return (
    <li>
      <time dateTime={run.startedAt}>{format.dateTime(run.startedAt)}</time> · {outcome}
    </li>
  );
}

/** How long the agency keeps what it no longer needs, saved at once, and the last daily passes. */
function DataRetention() {
  const t = useT();
  const perform = usePerform();
  const [draft, setDraft] = useState<Record<keyof RetentionSettings, string> | null>(null);
  const loaded = useApiGet(
    client.admin.settings.retention,
    {},
    {
      onLoaded: ({ response }) =>
        setDraft(Object.fromEntries(Object.entries(response).map(([name, value]) => [name, String(value)])) as Record<keyof RetentionSettings, string>),
    },
  );
  const runs = useApiGet(client.admin.retention.runs, {});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const json = Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, Number(value)])) as unknown as RetentionSettings;
    if (await perform(() => call(client.admin.settings.retention.$put, { json }))) loaded.reload();
  };
  return (
    <SettingsPanel id="retention-title" title={t("admin.retention.title")} intro={t("admin.retention.intro")}>
      {draft === null ? (
        <ListState data={null} failed={loaded.failed} empty="" />
      ) : (
        <form className="form" onSubmit={submit}>
          {RETENTION_FIELDS.map(({ name, max }) => (
            <label key={name} className="field">
              <span>{t(`admin.retention.${name}`)}</span>
              <input required type="number" min={1} max={max} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
            </label>
          ))}
          <button type="submit" className="btn btn--primary btn--sm">
            {t("admin.retention.save")}
          </button>
        </form>
      )}
      <h3>{t("admin.retention.runs")}</h3>
      {runs.data === null ? (
        <ListState data={null} failed={runs.failed} empty="" />
      ) : runs.data.length === 0 ? (
        <p className="empty">{t("admin.retention.noRuns")}</p>
      ) : (
        <ul>
          {runs.data.map((run) => (
            <RetentionRun key={run.startedAt} run={run} />
          ))}
        </ul>
      )}
    </SettingsPanel>
  );
}

/**
 * The console's settings: the scheduled backups, how often and where, the
 * last one with its size and outcome, and the last that succeeded when the last did not.
 */
export function SettingsPage() {
  const t = useT();
  const loaded = useApiGet(client.admin.backups, {});
  const backups = loaded.data;
  return (
    <div className="admin-page">
      <PageHeader title={t("admin.settings.title")} intro={t("admin.settings.intro")} />
      <UrgentBookings />
      <DataRetention />
      <section className="admin-panel" aria-labelledby="backups-title">
        <h2 id="backups-title" className="admin-panel__title">
          {t("admin.settings.backups.title")}
        </h2>
        {backups === null ? (
          <ListState data={null} failed={loaded.failed} empty="" />
        ) : (
          <>
            <p className="muted">
              {backups.scheduled && backups.folder
                ? t("admin.settings.backups.schedule", { hours: backups.intervalHours, folder: backups.folder, keep: backups.keep })
                : t("admin.settings.backups.off")}
            </p>
            {backups.last ? (
              <BackupRun heading={t("admin.settings.backups.last")} run={backups.last} />
            ) : (
              <p className="empty">{t("admin.settings.backups.none")}</p>
            )}
            {backups.lastSucceeded && <BackupRun heading={t("admin.settings.backups.lastSucceeded")} run={backups.lastSucceeded} />}
          </>
        )}
      </section>
    </div>
  );
}
