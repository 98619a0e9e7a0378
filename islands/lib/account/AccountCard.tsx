import { type FormEvent, type ReactNode, useId } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { SubmitButton } from "../ui/SubmitButton.tsx";

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
        <SubmitButton busy={busy} className="btn btn--primary btn--sm" label={submit} busyLabel={t("app.account.saving")} />
      </div>
    </form>
  );
}

/** A screen of account cards: its title and what it is for, above them. */
export function AccountScreen({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section className="account-settings" aria-labelledby={id}>
      <header className="account-settings__head">
        <h1 id={id}>{title}</h1>
        <p className="muted">{intro}</p>
      </header>
      {children}
    </section>
  );
}
