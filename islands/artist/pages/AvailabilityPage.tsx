import { type FormEvent, useEffect, useId, useState } from "react";
import { type ArtistAvailability, BLACKOUT_NOTE_MAX, type Blackout } from "../../../src/features/availability/availability-data.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { notifyError } from "../../lib/feedback.ts";
import { Field } from "../../lib/ui/Field.tsx";
import { LoadFailed } from "../../lib/ui/LoadFailed.tsx";
import { WeekGrid } from "../components/WeekGrid.tsx";
import { cellsOf, windowsOf } from "../week-grid.ts";
import { SubmitButton } from "../../lib/ui/SubmitButton.tsx";

/** A blackout as the form holds it: its fields as typed, and a key that stays while rows come and go. */
interface BlackoutRow {
  key: number;
  from: string;
  to: string;
  note: string;
}

let rowKeys = 0;
const rowOf = (blackout?: Blackout): BlackoutRow => ({ key: ++rowKeys, from: blackout?.from ?? "", to: blackout?.to ?? "", note: blackout?.note ?? "" });

/** What the form shows of a saved availability. */
function draftOf(availability: ArtistAvailability) {
  const { cells, rounded } = cellsOf(availability.weekly);
  return { cells, rounded, blackouts: availability.blackouts.map(rowOf) };
}

/**
 * When the artist is free (the booking rules): the week grid of hours and the days away,
 * saved together (`PUT /artist/availability`). What was typed stays when the server says no.
 */
export function AvailabilityPage() {
  const t = useT();
  const perform = usePerform();
  const keysId = useId();
  const saved = useApiGet(client.artist.availability, {}, { fallback: null });
  const [draft, setDraft] = useState<ReturnType<typeof draftOf> | null>(null);
  const [busy, setBusy] = useState(false);
  const [wrongRow, setWrongRow] = useState<number | null>(null);

  // The saved availability fills the form once; later loads (after a save) come through the save's reply.
  useEffect(() => {
    if (saved.data && !draft) setDraft(draftOf(saved.data));
  }, [saved.data, draft]);

  if (!draft) {
    return (
      <section className="card card--padded aa-availability">
        <h1 className="aa-title">{t("artist.availability.title")}</h1>
        {saved.failed ? (
          <LoadFailed
            className="aa-availability__failed"
            role="status"
            text={t("artist.availability.loadFailed")}
            retryLabel={t("artist.availability.retry")}
            onRetry={saved.reload}
          />
        ) : (
          <p className="muted" role="status">
            {t("artist.availability.loading")}
          </p>
        )}
      </section>
    );
  }

  const toggle = (cell: number) =>
    setDraft((d) => {
      if (!d) return d;
      const cells = new Set(d.cells);
      if (!cells.delete(cell)) cells.add(cell);
      return { ...d, cells };
    });
  const setRow = (key: number, patch: Partial<BlackoutRow>) =>
    setDraft((d) => d && { ...d, blackouts: d.blackouts.map((row) => (row.key === key ? { ...row, ...patch } : row)) });

  /** The first blackout the browser can tell is wrong, said as the form says it; null when none. */
  const blackoutProblem = (): { key: number; message: string } | null => {
    for (const [index, row] of draft.blackouts.entries()) {
      const n = index + 1;
      if (!row.from || !row.to) return { key: row.key, message: t("artist.availability.missingDays", { n }) };
      if (row.to < row.from) return { key: row.key, message: t("artist.availability.reversed", { n }) };
    }
    return null;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = blackoutProblem();
    setWrongRow(problem?.key ?? null);
    if (problem) {
      notifyError(problem.message);
      return;
    }
    setBusy(true);
    const json: ArtistAvailability = {
      weekly: windowsOf(draft.cells),
      blackouts: draft.blackouts.map(({ from, to, note }) => (note.trim() ? { from, to, note: note.trim() } : { from, to })),
    };
    const reply = await perform(() => call(client.artist.availability.$put, { json }));
    setBusy(false);
    if (reply) setDraft(draftOf(reply.response));
  };

  const ticked = draft.cells.size;
  return (
    <form className="card card--padded aa-availability form" onSubmit={save} noValidate aria-busy={busy}>
      <h1 className="aa-title">{t("artist.availability.title")}</h1>
      <p className="muted">{t("artist.availability.lead")}</p>

      <section className="aa-availability__part" aria-labelledby={`${keysId}-weekly`}>
        <h2 id={`${keysId}-weekly`}>{t("app.availability.weekly")}</h2>
        <p>{t("artist.availability.weeklyHint")}</p>
        <p id={keysId} className="muted aa-availability__keys">
          {t("artist.availability.keys")}
        </p>
        {draft.rounded && <p className="aa-alert">{t("artist.availability.rounded")}</p>}
        <div className="aa-availability__summary">
          <p role="status">{t("artist.availability.ticked", { count: ticked })}</p>
          <button type="button" className="btn btn--ghost btn--sm" disabled={ticked === 0} onClick={() => setDraft({ ...draft, cells: new Set() })}>
            {t("artist.availability.clear")}
          </button>
        </div>
        <WeekGrid cells={draft.cells} onToggle={toggle} describedBy={keysId} />
      </section>

      <section className="aa-availability__part" aria-labelledby={`${keysId}-away`}>
        <h2 id={`${keysId}-away`}>{t("app.availability.blackouts")}</h2>
        <p>{t("artist.availability.blackoutsHint")}</p>
        {draft.blackouts.length === 0 && <p className="muted">{t("artist.availability.noBlackouts")}</p>}
        <ol className="aa-blackouts">
          {draft.blackouts.map((row, index) => {
            const n = index + 1;
            const wrong = wrongRow === row.key;
            return (
              <li key={row.key}>
                <fieldset className="aa-blackout">
                  <legend>{t("artist.availability.blackout", { n })}</legend>
                  <Field label={t("artist.availability.from")} required invalid={wrong && !row.from}>
                    {(control) => (
                      <input
                        id={control.id}
                        type="date"
                        required
                        aria-invalid={control.invalid || undefined}
                        value={row.from}
                        onChange={(e) => setRow(row.key, { from: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t("artist.availability.to")} required invalid={wrong && (!row.to || row.to < row.from)}>
                    {(control) => (
                      <input
                        id={control.id}
                        type="date"
                        required
                        min={row.from || undefined}
                        aria-invalid={control.invalid || undefined}
                        value={row.to}
                        onChange={(e) => setRow(row.key, { to: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t("artist.availability.note")} className="aa-blackout__note">
                    {(control) => (
                      <input id={control.id} maxLength={BLACKOUT_NOTE_MAX} value={row.note} onChange={(e) => setRow(row.key, { note: e.target.value })} />
                    )}
                  </Field>
                  <button
                    type="button"
                    className="btn btn--outline btn--sm aa-blackout__remove"
                    aria-label={t("artist.availability.removeLabel", { n })}
                    onClick={() => setDraft({ ...draft, blackouts: draft.blackouts.filter((other) => other.key !== row.key) })}
                  >
                    {t("artist.availability.remove")}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => setDraft({ ...draft, blackouts: [...draft.blackouts, rowOf()] })}>
          {t("artist.availability.add")}
        </button>
      </section>

      <div className="form__actions">
        <SubmitButton busy={busy} label={t("artist.availability.save")} busyLabel={t("artist.availability.saving")} />
      </div>
    </form>
  );
}
