import { EXPERIENCE_VALUES, type Experience, experienceKey } from "../../../src/features/artists/experience.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";

/** The experience values' labels in the surrounding language, on the one scale the form and the profile share. */
export function useExperienceLabels(): Record<Experience, string> {
  const t = useT();
  return Object.fromEntries(EXPERIENCE_VALUES.map((v) => [v, t(experienceKey(v)!)])) as Record<Experience, string>;
}

interface ExperienceSelectProps {
  id: string;
  value: string;
  onChange(value: string): void;
  placeholder: string;
  invalid?: boolean;
}

export function ExperienceSelect({ id, value, onChange, placeholder, invalid }: ExperienceSelectProps) {
  const names = useExperienceLabels();
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
