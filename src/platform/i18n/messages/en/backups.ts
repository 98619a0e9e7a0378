/** The console's settings and its backups panel. */
export const backupsEn = {
  "admin.nav.settings": "Settings",
  "admin.settings.title": "Settings",
  "admin.settings.intro": "How the agency books urgent jobs, and how this installation keeps its data safe.",
  "admin.settings.backups.title": "Backups",
  "admin.settings.backups.off":
    "Scheduled backups are off. Set BACKUP_DIR to the folder they should go to (with BACKUP_INTERVAL_HOURS and BACKUP_KEEP if the defaults do not suit), or run “dancelink backup” yourself.",
  "admin.settings.backups.schedule":
    "Every {hours, plural, one {hour} other {# hours}} into {folder}, keeping the last {keep, plural, one {archive} other {# archives}}.",
  "admin.settings.backups.none": "No scheduled backup has run yet.",
  "admin.settings.backups.last": "Last backup",
  "admin.settings.backups.lastSucceeded": "Last successful backup",
  "admin.settings.backups.started": "Started",
  "admin.settings.backups.outcome": "Outcome",
  "admin.settings.backups.file": "Archive",
  "admin.settings.backups.size": "Size",
  "admin.settings.backups.error": "What went wrong",
  "admin.settings.backups.status.running": "Being written",
  "admin.settings.backups.status.succeeded": "Succeeded",
  "admin.settings.backups.status.failed": "Failed",
} as const;
