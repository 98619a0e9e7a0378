import { expect, test } from "bun:test";
import { fireEvent, waitFor, within } from "@testing-library/react";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";
import type { BackupRunView, BackupStatus } from "../../src/features/backups/backups.contract.ts";

const { renderConsole, userEvent } = await setUpConsole();

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

test("urgent jobs: the owner ticks 'book the first qualified artist' and it is saved at once, in English and French", async () => {
  for (const [locale, label, saved] of [
    ["en", "Book the first qualified artist who opts in, without waiting for a coordinator", "Booking settings saved"],
    [
      "fr",
      "Réserver le premier artiste qualifié qui se propose, sans attendre une coordonnatrice ou un coordonnateur",
      "Réglages des réservations enregistrés",
    ],
  ] as const) {
    let autoConfirmUrgent = false;
    const seen = fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      "GET /admin/backups": okReply(scheduled),
      "GET /admin/settings/bookings": () => okReply({ autoConfirmUrgent }),
      "PUT /admin/settings/bookings": (req) => {
        autoConfirmUrgent = (req.body as { autoConfirmUrgent: boolean }).autoConfirmUrgent;
        return okReply({ autoConfirmUrgent }, saved);
      },
    });
    const view = renderConsole("/admin/settings", locale);
    const box = (await view.findByRole("checkbox", { name: label })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(await view.findByText(saved)).toBeTruthy();
    await waitFor(() => expect((view.getByRole("checkbox", { name: label }) as HTMLInputElement).checked).toBe(true));
    expect(seen.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([{ autoConfirmUrgent: true }]);
    view.unmount();
  }
});

test("data retention: the four periods the pass applies, saved together, and the last passes with their counts, in English and French", async () => {
  for (const [locale, labels, save, saved, counts] of [
    [
      "en",
      ["Documents of rejected applications (days)", "Files left by deleted accounts (days)", "Contact form messages (days)", "Audit log (months)"],
      "Save",
      "Retention periods saved",
      "3 contact messages, 1 audit row, 7 files of rejected applications, 1 file of deleted accounts removed",
    ],
    [
      "fr",
      [
        "Documents des candidatures refusées (jours)",
        "Fichiers laissés par les comptes supprimés (jours)",
        "Messages du formulaire de contact (jours)",
        "Journal d’audit (mois)",
      ],
      "Enregistrer",
      "Durées de conservation enregistrées",
      "3 messages de contact retirés, 1 ligne d’audit retirée, 7 fichiers de candidatures refusées retirés, 1 fichier de comptes supprimés retiré",
    ],
  ] as const) {
    let settings = { rejectedApplicationDays: 180, deletedAccountFileDays: 30, contactMessageDays: 730, auditLogMonths: 24 };
    const run = {
      startedAt: "2026-11-29T04:00:00.000Z",
      finishedAt: "2026-11-29T04:00:01.000Z",
      removed: { contactMessages: 3, auditLog: 1, rejectedApplicationFiles: 7, deletedAccountFiles: 1 },
      error: null,
    };
    const seen = fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      "GET /admin/backups": okReply(scheduled),
      "GET /admin/settings/bookings": okReply({ autoConfirmUrgent: false }),
      "GET /admin/settings/retention": () => okReply(settings),
      "PUT /admin/settings/retention": (req) => {
        settings = req.body as typeof settings;
        return okReply(settings, saved);
      },
      "GET /admin/retention/runs": okReply([run]),
    });
    const view = renderConsole("/admin/settings", locale);
    const fields = await Promise.all(labels.map(async (label) => (await view.findByLabelText(label)) as HTMLInputElement));
    expect(fields.map((field) => [field.value, field.max])).toEqual([
      ["180", "3650"],
      ["30", "3650"],
      ["730", "3650"],
      ["24", "120"],
    ]);
    expect(await view.findByText((text) => text.endsWith(counts))).toBeTruthy();
    const user = userEvent.setup({ document });
    for (const [field, value] of [
      [fields[0]!, "90"],
      [fields[1]!, "14"],
    ] as const) {
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(view.getByRole("button", { name: save }));
    expect(await view.findByText(saved)).toBeTruthy();
    expect(seen.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
      { rejectedApplicationDays: 90, deletedAccountFileDays: 14, contactMessageDays: 730, auditLogMonths: 24 },
    ]);
    view.unmount();
  }
});
