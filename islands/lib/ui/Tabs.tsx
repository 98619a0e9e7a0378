import { useId, type ReactNode } from "react";

interface Tab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  tabs: Tab<K>[];
  active: K;
  onChange(key: K): void;
}

/** Accessible tabs (WAI-ARIA tablist): only the active panel is rendered. */
export function Tabs<K extends string>({ tabs, active, onChange }: TabsProps<K>) {
  const id = useId();
  const current = tabs.find((t) => t.key === active) ?? tabs[0]!;
  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-${t.key}`}
            aria-selected={t.key === current.key}
            aria-controls={`${id}-panel`}
            className={t.key === current.key ? "tabs__tab is-active" : "tabs__tab"}
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.key}`} className="tabs__panel">
        {current.panel}
      </div>
    </div>
  );
}
