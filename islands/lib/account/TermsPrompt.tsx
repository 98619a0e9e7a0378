import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { usePerform } from "../data.ts";
import { TermsConsentBox } from "../ui/TermsConsentBox.tsx";
import { useAccount, useLogOut, useReloadAccount, useTermsAccepted } from "./account.ts";

/**
 * Every dashboard asks before anything else (its account menu, in every area's frame, holds it):
 * while the user has not accepted the agreement in force (never, or an older version: one was
 * published since), a modal dialog that cannot be dismissed links the terms and the privacy policy
 * and waits for the box and "Accept and continue", or a log-out. The browser's own modal dialog
 * (`showModal`): the page under it is inert, focus stays in it, and Escape is refused. Accepted, it gives way to the dashboard without a reload. A refusal is a toast; a
 * version published meanwhile (the server's 409) is read again, so the dialog asks for that one.
 */
export function TermsPrompt() {
  const t = useT();
  const { account } = useAccount();
  const perform = usePerform();
  const accepted = useTermsAccepted();
  const reload = useReloadAccount();
  const { leaving, logOut } = useLogOut();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const due = account !== null && account.acceptedTermsVersion !== account.termsVersion;
  useEffect(() => {
    if (due && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [due]);
  if (!account || !due) return null;
  const version = account.termsVersion;
  const first = account.acceptedTermsVersion === null;

  async function accept() {
    setBusy(true);
    const reply = await perform(() => call(client.account.terms.$put, { json: { version } }), t("app.terms.failed"));
    setBusy(false);
    if (reply) accepted(reply.response.acceptedTermsVersion);
    else reload();
  }

  return (
    // Escape closes nothing here; a browser that closes it anyway has it opened again.
    <dialog
      ref={dialog}
      className="modal terms-prompt"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(e) => e.preventDefault()}
      onClose={() => dialog.current?.showModal()}
    >
      <header className="modal__head">
        <h2 id={titleId}>{t(first ? "app.terms.title.first" : "app.terms.title.updated")}</h2>
      </header>
      <div className="modal__body">
        <p>{t(first ? "app.terms.first" : "app.terms.updated")}</p>
        <TermsConsentBox id="terms-prompt-agree" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
      </div>
      <footer className="modal__foot">
        <button type="button" className="btn btn--outline" onClick={logOut} disabled={leaving}>
          {leaving ? t("app.account.menu.loggingOut") : t("app.account.menu.logout")}
        </button>
        <button type="button" className="btn btn--primary" onClick={accept} disabled={!agreed || busy}>
          {busy ? t("app.terms.accepting") : t("app.terms.accept")}
        </button>
      </footer>
    </dialog>
  );
}
