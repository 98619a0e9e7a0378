import type { LookupItem } from "../../../src/features/catalogue/catalog.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";

interface ChoiceChipsProps {
  legend: string;
  /** The lookup list; undefined while it loads. */
  items: LookupItem[] | undefined;
  selected: string[];
  onChange(ids: string[]): void;
  invalid?: boolean;
  hint?: string;
}

/** A multi-select of a lookup list as toggle chips: real checkboxes, so keyboards and screen readers work. */
export function ChoiceChips({ legend, items, selected, onChange, invalid, hint }: ChoiceChipsProps) {
  const t = useT();
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <fieldset className={invalid ? "field aa-chips is-invalid" : "field aa-chips"} aria-invalid={invalid || undefined}>
      <legend className="field__label">
        {legend}{" "}
        <span className="aa-required" aria-hidden="true">
          *
        </span>
      </legend>
      {hint && <p className="field__hint">{hint}</p>}
      {!items ? (
        <p className="field__hint" role="status">
          {t("artist.chips.loading")}
        </p>
      ) : (
        <div className="aa-chips__list">
          {items.map((item) => (
            <label key={item.id} className={selected.includes(item.id) ? "aa-chip is-on" : "aa-chip"}>
              <input type="checkbox" checked={selected.includes(item.id)} onChange={() => toggle(item.id)} />
              <span>{item.name}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
