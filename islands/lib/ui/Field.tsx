import { useT } from "../../../src/platform/i18n/react.tsx";
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

/** What a field's control is given: the ids that tie it to its label, hint and error, and whether it is wrong. */
export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldProps {
  label: string;
  /** Stars the label (the control's own `required` is the control's business). */
  required?: boolean;
  /** The message under the control, announced to screen readers; marks the field invalid. */
  error?: string;
  /** Marks the field invalid without a message of its own (a form that lists its problems elsewhere). */
  invalid?: boolean;
  hint?: string;
  className?: string;
  children(control: FieldControl): ReactNode;
}

/** The star after a required field's label (the control's own `required` tells screen readers). */
export function RequiredMark() {
  const t = useT();
  return (
    <>
      {" "}
      <span className="aa-required" aria-hidden="true" title={t("app.field.required")}>
        *
      </span>
    </>
  );
}

/** A labelled form control with its hint and error message. */
export function Field({ label, required, error, invalid, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const wrong = Boolean(error) || Boolean(invalid);
  return (
    <div className={["field", wrong ? "is-invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({ id, describedBy, invalid: wrong })}
      {hint && !error && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type Labelled = { label: string; error?: string; hint?: string; className?: string };

export function TextField({ label, error, hint, className, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => <input id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...input} />}
    </Field>
  );
}

export function SelectField({ label, error, hint, className, children, ...select }: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

export function TextAreaField({ label, error, hint, className, ...area }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => <textarea id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...area} />}
    </Field>
  );
}
