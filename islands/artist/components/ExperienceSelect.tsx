import { EXPERIENCE_VALUES, type Experience } from "../../../src/contracts/artists.ts";

interface ExperienceSelectProps {
  id: string;
  value: string;
  onChange(value: string): void;
  /** SPEC §5: the form and the profile edit label the same values differently. */
  labels: Record<Experience, string>;
  placeholder: string;
  invalid?: boolean;
}

export function ExperienceSelect({ id, value, onChange, labels, placeholder, invalid }: ExperienceSelectProps) {
  return (
    <select id={id} value={value} aria-invalid={invalid || undefined} onChange={(e) => onChange(e.currentTarget.value)}>
      <option value="">{placeholder}</option>
      {EXPERIENCE_VALUES.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </select>
  );
}
