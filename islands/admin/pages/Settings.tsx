import type { ReactNode } from "react";
import type { BackupRunView } from "../../../src/features/backups/backups.contract.ts";
import { formatFileSize } from "../../../src/platform/i18n/format.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { ListState, PageHeader } from "../ui.tsx";

const STATUS_BADGE: Record<BackupRunView["status"], string> = {
  running: "badge badge--neutral",
  succeeded: "badge badge--success",
  failed: "badge badge--warning",
};

/** One fact of a run: its name over its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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
