import { type KeyboardEvent, useRef, useState } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { useFormat } from "../../lib/format.ts";
import { WEEK_DAYS } from "../../../src/features/availability/availability-data.contract.ts";
import { cellOf, clock, HOURS_A_DAY } from "../week-grid.ts";

const HOURS = Array.from({ length: HOURS_A_DAY }, (_, hour) => hour);

interface WeekGridProps {
  /** The ticked hours (`cellOf(day, hour)`). */
  cells: ReadonlySet<number>;
  onToggle(cell: number): void;
  /** The id of the text that says how to use the grid by keyboard. */
  describedBy: string;
}

/**
 * The week as a grid of hours (rows) by days (columns), each cell a toggle button. One tab
 * stop: the arrow keys move between cells (Home and End to the row's first and last day,
 * Ctrl+Home and Ctrl+End to the first and last cell), Space or Enter toggles (the ARIA grid
 * pattern). On a phone the seven columns fit 390 px; the rows scroll with the page.
 */
export function WeekGrid({ cells, onToggle, describedBy }: WeekGridProps) {
  const t = useT();
  const format = useFormat();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The cell that holds the grid's one tab stop: [row (hour), column (day's place)].
  const [focus, setFocus] = useState<[number, number]>([9, 0]);
  const endOf = (hour: number) => (hour === HOURS_A_DAY - 1 ? t("app.availability.midnight") : format.time(clock(hour + 1)));

  const move = (event: KeyboardEvent, row: number, column: number) => {
    const last = WEEK_DAYS.length - 1;
    const target: Record<string, [number, number]> = {
      ArrowUp: [Math.max(0, row - 1), column],
      ArrowDown: [Math.min(HOURS_A_DAY - 1, row + 1), column],
      ArrowLeft: [row, Math.max(0, column - 1)],
      ArrowRight: [row, Math.min(last, column + 1)],
      Home: event.ctrlKey ? [0, 0] : [row, 0],
      End: event.ctrlKey ? [HOURS_A_DAY - 1, last] : [row, last],
    };
    const next = target[event.key];
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    buttons.current.get(`${next[0]}:${next[1]}`)?.focus();
  };

  return (
    <div className="week-grid__frame">
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table (APG): screen readers pass the arrow keys to it */}
      <table className="week-grid" role="grid" aria-label={t("app.availability.weekly")} aria-describedby={describedBy}>
        <thead>
          <tr>
            <th scope="col" className="week-grid__corner">
              <span className="visually-hidden">{t("artist.availability.hour")}</span>
            </th>
            {WEEK_DAYS.map((day) => (
              <th key={day} scope="col" abbr={t(`app.availability.day.${day}` as const)}>
                {t(`app.availability.dayShort.${day}` as const)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <tr key={hour}>
              <th scope="row" className="week-grid__hour">
                {format.time(clock(hour))}
              </th>
              {WEEK_DAYS.map((day, column) => {
                const cell = cellOf(day, hour);
                const ticked = cells.has(cell);
                const focused = focus[0] === hour && focus[1] === column;
                return (
                  <td key={day}>
                    <button
                      type="button"
                      ref={(button) => {
                        if (button) buttons.current.set(`${hour}:${column}`, button);
                        else buttons.current.delete(`${hour}:${column}`);
                      }}
                      className="week-grid__cell"
                      aria-pressed={ticked}
                      aria-label={t("artist.availability.cell", {
                        day: t(`app.availability.day.${day}` as const),
                        start: format.time(clock(hour)),
                        end: endOf(hour),
                      })}
                      tabIndex={focused ? 0 : -1}
                      onFocus={() => setFocus([hour, column])}
                      onKeyDown={(event) => move(event, hour, column)}
                      onClick={() => onToggle(cell)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
