import { type FormEvent, useState } from "react";
import type { AccountUser, PendingEmailChange } from "../../../src/features/accounts/auth.contract.ts";
import { PASSWORD_MIN_LENGTH } from "../../../src/features/accounts/auth.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { useApiGet, usePerform } from "../data.ts";
import { useFormat } from "../format.ts";
import { NotificationPreferences } from "../notifications/NotificationPreferences.tsx";
import { Field, TextField } from "../ui/Field.tsx";
import { useAccount } from "./account.ts";
import { AccountCard, AccountForm, AccountScreen } from "./AccountCard.tsx";
import { CalendarFeed } from "./CalendarFeed.tsx";
import { DeleteAccount } from "./DeleteAccount.tsx";
import { DevicePush } from "./DevicePush.tsx";
import { Sessions } from "./Sessions.tsx";
import { TwoFactorSection } from "./TwoFactor.tsx";

/** A form's text field by name ("" when absent). */
const text = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "");

/**
 * Account settings, one screen for the three dashboards (each
 * area's router mounts it at /<area>/account): the address and whether it is
 * confirmed, a new address, a new password, two-factor sign-in, where the user is signed in, their
 * notifications, their calendar feed, their data as a file, and deleting the account.
 */
export function AccountSettings() {
  const t = useT();
  const { account } = useAccount();
  return (
    <AccountScreen id="account-settings-title" title={t("app.account.title")} intro={t("app.account.intro")}>
      {account ? (
        <>
          <EmailSection account={account} />
          <PasswordSection />
          <TwoFactorSection />
          <Sessions />
          <NotificationPreferences />
          <DevicePush />
          <CalendarFeed />
          <AccountCard title={t("app.account.export.title")}>
            <p className="muted">{t("app.account.export.text")}</p>
            {/* A plain link: the browser sends the session cookie and saves the attachment. */}
            <a className="btn btn--outline btn--sm" href={`/api${client.auth.account.export.$path()}`} download>
              {t("app.account.export.link")}
            </a>
          </AccountCard>
          <DeleteAccount account={account} />
        </>
      ) : (
        <p className="muted" role="status">
          {t("app.account.loading")}
        </p>
      )}
    </AccountScreen>
  );
}

/**
 * The address, confirmed or not, a change of address waiting for its link (GET
 * /auth/email) with its cancelling, and the form that asks for one (PUT /auth/email).
 */
function EmailSection({ account }: { account: AccountUser }) {
  const t = useT();
  const perform = usePerform();
  const [busy, setBusy] = useState(false);
  const pending = useApiGet(client.auth.email, {});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const done = await perform(() => call(client.auth.email.$put, { json: { email: text(form, "email"), password: text(form, "password") } }));
    setBusy(false);
    if (!done) return;
    form.reset();
    pending.reload();
  }

  return (
    <AccountCard title={t("app.account.email.title")}>
      <p className="account-card__line">
        <strong className="account-card__value">{account.email}</strong>{" "}
        {account.emailVerified ? (
          <span className="badge badge--success">{t("app.account.email.verified")}</span>
        ) : (
          <span className="badge badge--warning">{t("app.account.email.unverified")}</span>
        )}
      </p>
      {pending.data?.pendingEmail && <PendingChange change={pending.data} onCancelled={pending.reload} />}
      <AccountForm busy={busy} submit={t("app.account.email.submit")} onSubmit={submit}>
        <div className="form-grid form-grid--2">
          <Field label={t("app.account.email.new")} hint={t("app.account.email.hint")}>
            {({ id, describedBy }) => <input id={id} name="email" type="email" autoComplete="email" required aria-describedby={describedBy} />}
          </Field>
          <Field label={t("app.account.email.password")}>
            {({ id }) => <input id={id} name="password" type="password" autoComplete="current-password" required />}
          </Field>
        </div>
      </AccountForm>
    </AccountCard>
  );
}

/**
 * A change of address waiting for its link: to which address, when it was asked and
 * until when its link works, so the owner recognises one they did not ask for, and
 * "Cancel this change" (DELETE /auth/email).
 */
function PendingChange({ change, onCancelled }: { change: PendingEmailChange; onCancelled(): void }) {
  const t = useT();
  const format = useFormat();
  const perform = usePerform();
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    const done = await perform(() => call(client.auth.email.$delete, {}));
    setBusy(false);
    if (done) onCancelled();
  }

  return (
    <div className="account-card__note account-pending">
      <p>{t("app.account.email.pending", { email: change.pendingEmail ?? "" })}</p>
      {change.requestedAt && change.expiresAt && (
        <p className="account-card__hint">
          {t("app.account.email.pendingTimes", { asked: format.fromNow(change.requestedAt), until: format.dateTime(change.expiresAt) })}
        </p>
      )}
      <button type="button" className="btn btn--outline btn--sm" onClick={cancel} disabled={busy}>
        {busy ? t("app.account.email.cancelling") : t("app.account.email.cancel")}
      </button>
    </div>
  );
}

/** PUT /auth/password: the current password, the new one twice (the two must match before anything is sent). */
function PasswordSection() {
  const t = useT();
  const perform = usePerform();
  const [busy, setBusy] = useState(false);
  const [mismatch, setMismatch] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const newPassword = text(form, "newPassword");
    const differ = newPassword !== text(form, "confirm");
    setMismatch(differ);
    if (differ) return;
    setBusy(true);
    const done = await perform(() => call(client.auth.password.$put, { json: { currentPassword: text(form, "currentPassword"), newPassword } }));
    setBusy(false);
    if (done) form.reset();
  }

  return (
    <AccountCard title={t("app.account.password.title")}>
      <AccountForm busy={busy} submit={t("app.account.password.submit")} onSubmit={submit}>
        <Field label={t("app.account.password.current")}>
          {({ id }) => <input id={id} name="currentPassword" type="password" autoComplete="current-password" required />}
        </Field>
        <div className="form-grid form-grid--2">
          <TextField
            label={t("app.account.password.new")}
            hint={t("app.account.password.hint")}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
          />
          <TextField
            label={t("app.account.password.confirm")}
            error={mismatch ? t("app.account.password.mismatch") : undefined}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
          />
        </div>
      </AccountForm>
    </AccountCard>
  );
}
