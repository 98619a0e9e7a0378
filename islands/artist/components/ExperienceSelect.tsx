import { EXPERIENCE_VALUES, type Experience } from "../../../src/features/artists/artists.contract.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";

const EXPERIENCE_KEY: Record<Experience, string> = {
  "less than 1 year": "lessThan1",
  "1-3years": "1to3",
  "5-10years": "5to10",
  "more than 10 years": "moreThan10",
};

/**
 * SPEC §5: the form and the profile edit label the same values differently
 * ("form": "1-5 Years", "edit": "1-3 Years"), in the surrounding language.
 */
export function useExperienceLabels(kind: "form" | "edit"): Record<Experience, string> {
  const t = useT();
  const prefix = kind === "form" ? "artist.experience.form." : "artist.experience.";
  return Object.fromEntries(EXPERIENCE_VALUES.map((v) => [v, t(`${prefix}${EXPERIENCE_KEY[v]}` as MessageKey)])) as Record<Experience, string>;
}

interface ExperienceSelectProps {
  id: string;
  value: string;
  onChange(value: string): void;
  /** Which labels the values take (see useExperienceLabels). */
  labels: "form" | "edit";
  placeholder: string;
  invalid?: boolean;
}

export function ExperienceSelect({ id, value, onChange, labels, placeholder, invalid }: ExperienceSelectProps) {
  const names = useExperienceLabels(labels);
  return (
    <select id={id} value={value} aria-invalid={invalid || undefined} onChange={(e) => onChange(e.currentTarget.value)}>
      <option value="">{placeholder}</option>
      {EXPERIENCE_VALUES.map((v) => (
        <option key={v} value={v}>
          {names[v]}
        </option>
      ))}
    </select>
  );
}
