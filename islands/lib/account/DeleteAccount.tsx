import { type FormEvent, useId, useState } from "react";
import type { AccountUser } from "../../../src/features/accounts/auth.contract.ts";
import { useLocalePath, useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { usePerform } from "../data.ts";
import { Field } from "../ui/Field.tsx";
import { Modal } from "../ui/Modal.tsx";
import { useLeaveSignedOut } from "./account.ts";
import { AccountCard } from "./AccountCard.tsx";

/** The typed confirmation: the account's own address, whatever the case and surrounding spaces. */
export const confirmsDeletion = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * Deleting the account (DELETE /auth/account): a dialog where the
 * user types their address (the delete button waits for it) and their password; once
 * done the browser is signed out and goes home.
 */
export function DeleteAccount({ account }: { account: AccountUser }) {
  const t = useT();
  const href = useLocalePath();
  const perform = usePerform();
  const leave = useLeaveSignedOut();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const ready = confirmsDeletion(typed, account.email) && password !== "";

  function close() {
    setOpen(false);
    setTyped("");
    setPassword("");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    const done = await perform(() => call(client.auth.account.$delete, { json: { password } }));
    setBusy(false);
    if (done) leave(href("/"));
  }

  return (
    <AccountCard title={t("app.account.delete.title")} danger>
      <p className="muted">{t("app.account.delete.text")}</p>
      <button type="button" className="btn btn--danger btn--sm" onClick={() => setOpen(true)}>
        {t("app.account.delete.open")}
      </button>
      {open && (
        <Modal
          title={t("app.account.delete.dialog")}
          onClose={close}
          footer={
            <>
              <button type="button" className="btn btn--ghost" onClick={close}>
                {t("app.account.delete.cancel")}
              </button>
              <button type="submit" form={formId} className="btn btn--danger" disabled={!ready || busy}>
                {busy ? t("app.account.delete.busy") : t("app.account.delete.submit")}
              </button>
            </>
          }
        >
          <form id={formId} className="form" onSubmit={submit}>
            <p className="muted">{t("app.account.delete.text")}</p>
            <Field label={t("app.account.delete.confirm", { email: account.email })}>
              {({ id }) => <input id={id} name="confirm" type="email" autoComplete="off" required value={typed} onChange={(e) => setTyped(e.target.value)} />}
            </Field>
            <Field label={t("app.account.delete.password")}>
              {({ id }) => (
                <input
                  id={id}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
          </form>
        </Modal>
      )}
    </AccountCard>
  );
}
