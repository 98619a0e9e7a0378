import type { ReactNode } from "react";
import type { useFormSubmit } from "./useFormSubmit.ts";

interface FormSubmitProps {
  busy: boolean;
  submitProps: ReturnType<typeof useFormSubmit>["submitProps"];
  label: string;
  /** What the button says while the form is sent ("Sending…"). */
  busyLabel: string;
  /** As wide as the form (the sign-in and account forms), not only as its words. */
  wide?: boolean;
}

/** A public form's submit button: held until the island hydrates (`submitProps`), and saying so while the form is sent. */
export function FormSubmit({ busy, submitProps, label, busyLabel, wide = false }: FormSubmitProps) {
  return (
    <button type="submit" className={wide ? "btn btn--primary btn--lg btn--block" : "btn btn--primary btn--lg"} {...submitProps}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The line under an account form that leads to another ("New here? Sign up"), `lead` before its link. */
export function FootnoteLink({ lead, href, children }: { lead?: string; href: string; children: ReactNode }) {
  return (
    <p className="form__footnote">
      {lead && <>{lead} </>}
      <a href={href}>{children}</a>
    </p>
  );
}
