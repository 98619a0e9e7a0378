import { type FormEvent, type ReactNode, useId } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";

/** One part of Account settings: a card named by its heading. */
export function AccountCard({ title, danger, children }: { title: string; danger?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={danger ? "account-card account-card--danger" : "account-card"} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

interface AccountFormProps {
  busy: boolean;
  /** The submit button's words ('Saving...' while busy). */
  submit: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/** A form of Account settings: its fields, then its submit button, busy while the call runs. */
export function AccountForm({ busy, submit, onSubmit, children }: AccountFormProps) {
  const t = useT();
  return (
    <form className="form account-form" onSubmit={onSubmit} aria-busy={busy}>
      {children}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
          {busy ? t("app.account.saving") : submit}
        </button>
      </div>
    </form>
  );
}
