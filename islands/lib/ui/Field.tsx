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

interface NamedFieldProps {
  /** The control's id, which the server's markup, the page's links and the journeys name. */
  id: string;
  label: string;
  hint?: string;
  /** The message under the control, announced to screen readers; marks the control invalid. */
  error?: string;
  className?: string;
  /** What follows the control in the field (a link aside). */
  children?: ReactNode;
}

/** The ids that tie a named control to its hint and error, and whether it is wrong. */
const describedAs = (id: string, hint: string | undefined, error: string | undefined) => ({
  "aria-describedby": [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined,
  "aria-invalid": error ? true : undefined,
});

function NamedField({ id, label, hint, error, className, control, children }: NamedFieldProps & { control: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

/** A text box of a server-rendered page's form (sign-in, sign-up, contact): its id is the page's, not React's. */
export function NamedInput({ id, label, hint, error, className, children, ...input }: NamedFieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <NamedField id={id} label={label} hint={hint} error={error} className={className} control={<input id={id} {...describedAs(id, hint, error)} {...input} />}>
      {children}
    </NamedField>
  );
}

/** A text area of a server-rendered page's form: its id is the page's, not React's. */
export function NamedTextArea({ id, label, hint, error, className, ...area }: Omit<NamedFieldProps, "children"> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <NamedField
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={<textarea id={id} {...describedAs(id, hint, error)} {...area} />}
    />
  );
}

/** What every server-rendered page's email box asks of the browser. */
const EMAIL_BOX = { name: "email", type: "email", autoComplete: "email", required: true } as const;

/** The email box of a server-rendered page's form: every one asks it the same way. */
export function NamedEmailInput({ id }: { id: string }) {
  const t = useT();
  return <NamedInput id={id} label={t("common.form.email")} placeholder={t("common.form.emailPlaceholder")} {...EMAIL_BOX} />;
}
