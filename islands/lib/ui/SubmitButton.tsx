interface SubmitButtonProps {
  busy: boolean;
  label: string;
  /** What the button says while the form is sent ("Saving…"). */
  busyLabel: string;
  className?: string;
  disabled?: boolean;
  /** The form's id, for a button outside it (a dialog's footer). */
  form?: string;
}

/** A form's submit button: disabled, and saying so, while the form is sent. */
export function SubmitButton({ busy, label, busyLabel, className = "btn btn--primary", disabled = false, form }: SubmitButtonProps) {
  return (
    <button type="submit" form={form} className={className} disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}
