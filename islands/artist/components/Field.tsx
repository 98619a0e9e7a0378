import { useId, type ReactNode } from "react";
import { EXPERIENCE_VALUES, type Experience } from "../../../src/contracts/artists.ts";

interface FieldProps {
  label: string;
  required?: boolean;
  invalid?: boolean;
  /** The control, given the id its label points at. */
  children(id: string): ReactNode;
}

/** A labelled form control; a required one is starred, an invalid one marked. */
export function Field({ label, required, invalid, children }: FieldProps) {
  const id = useId();
  return (
    <div className={invalid ? "field is-invalid" : "field"}>
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            {" "}
            <span className="aa-required" aria-hidden="true">
              *
            </span>
          </>
        )}
      </label>
      {children(id)}
    </div>
  );
}

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
