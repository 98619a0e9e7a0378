import { expect, test } from "bun:test";
import { within } from "@testing-library/react";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";
import type { BackupRunView, BackupStatus } from "../../src/features/backups/backups.contract.ts";

const { renderConsole } = await setUpConsole();

const succeeded: BackupRunView = {
  status: "succeeded",
  startedAt: "2026-11-28T07:00:00.000Z",
  finishedAt: "2026-11-28T07:00:04.000Z",
  fileName: "dancelink-backup-20261128-070000.tar.gz",
  sizeBytes: 48_300_000,
  error: null,
};
const failed: BackupRunView = {
  status: "failed",
  startedAt: "2026-11-29T07:00:00.000Z",
  finishedAt: "2026-11-29T07:00:01.000Z",
  fileName: null,
  sizeBytes: null,
  error: "ENOSPC: no space left on device, write",
};
const scheduled: BackupStatus = { scheduled: true, folder: "/data/backups", intervalHours: 24, keep: 7, last: failed, lastSucceeded: succeeded };

const settingsOf = (status: BackupStatus, locale: "en" | "fr" = "en") => {
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), "GET /admin/backups": okReply(status) });
  return renderConsole("/admin/settings", locale);
};

test("settings: the schedule, the last backup failed with its reason, and the last one that succeeded with its size", async () => {
  const view = settingsOf(scheduled);
  expect(await view.findByText("Every 24 hours into /data/backups, keeping the last 7 archives.")).toBeTruthy();
  expect(view.getByRole("link", { name: "Settings" }).getAttribute("aria-current")).toBe("page");
  const last = within(view.getByRole("heading", { name: "Last backup" }).parentElement!);
  expect(last.getByText("Failed", { selector: ".badge" })).toBeTruthy();
  expect(last.getByText("ENOSPC: no space left on device, write")).toBeTruthy();
  const good = within(view.getByRole("heading", { name: "Last successful backup" }).parentElement!);
  expect(good.getByText("Succeeded", { selector: ".badge" })).toBeTruthy();
  expect(good.getByText("dancelink-backup-20261128-070000.tar.gz")).toBeTruthy();
  expect(good.getByText("48.3 MB")).toBeTruthy();
});

test("settings in French: the same facts, in French", async () => {
  const view = settingsOf(scheduled, "fr");
  expect(await view.findByText("Toutes les 24 heures dans /data/backups, en gardant les 7 dernières archives.")).toBeTruthy();
  expect(view.getByRole("link", { name: "Paramètres" })).toBeTruthy();
  expect(view.getByText("Échouée", { selector: ".badge" })).toBeTruthy();
  expect(view.getByText("Réussie", { selector: ".badge" })).toBeTruthy();
  // Intl separates the unit with a no-break space.
  expect(view.getByText((text) => text.replace(/[\u00a0\u202f]/g, " ") === "48,3 Mo")).toBeTruthy();
  expect(view.getByRole("heading", { name: "Dernière sauvegarde réussie" })).toBeTruthy();
});

test("settings without BACKUP_DIR say how to turn backups on, and that none has run", async () => {
  const view = settingsOf({ scheduled: false, folder: null, intervalHours: 24, keep: 7, last: null, lastSucceeded: null });
  expect(await view.findByText(/^Scheduled backups are off\. Set BACKUP_DIR/)).toBeTruthy();
  expect(view.getByText("No scheduled backup has run yet.")).toBeTruthy();
});
