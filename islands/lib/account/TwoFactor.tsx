import { type FormEvent, useState } from "react";
import type { TwoFactorSetup } from "../../../src/features/accounts/two-factor.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { useApiGet, usePerform } from "../data.ts";
import { Field, TextField } from "../ui/Field.tsx";
import { CODE_BOX, CODE_OR_RECOVERY_BOX } from "./code-boxes.ts";
import { AccountCard, AccountForm } from "./AccountCard.tsx";

/** A form's text field by name ("" when absent). */
const text = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "");

/**
 * Two-factor sign-in in Account settings (and the console's setup screen when the owner
 * requires it): set up (QR code and the secret as text), the first code that turns it on, the
 * recovery codes shown once, and turning it off with the password and a code. `onEnabled` runs
 * once the user has seen their recovery codes and goes on.
 */
export function TwoFactorSection({ onEnabled }: { onEnabled?: () => void }) {
  const t = useT();
  const status = useApiGet(client.auth["2fa"], {});
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const done = () => {
    setRecoveryCodes(null);
    status.reload();
    onEnabled?.();
  };

  return (
    <AccountCard title={t("app.account.twoFactor.title")}>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={done} />
      ) : !status.data ? (
        <p className="muted" role="status">
          {t("app.account.twoFactor.loading")}
        </p>
      ) : status.data.enabled ? (
        <TurnOff recoveryCodesLeft={status.data.recoveryCodesLeft} onOff={status.reload} />
      ) : (
        <SetUp onEnabled={setRecoveryCodes} />
      )}
    </AccountCard>
  );
}

/** Off: "Set up" asks the server for a new secret; the QR code, the secret as text and the first code's field follow. */
function SetUp({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const t = useT();
  const perform = usePerform();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    const reply = await perform(() => call(client.auth["2fa"].setup.$post, {}));
    setBusy(false);
    if (reply) setSetup(reply.response);
  }

  async function enable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const reply = await perform(() => call(client.auth["2fa"].enable.$post, { json: { code: text(event.currentTarget, "code") } }));
    setBusy(false);
    if (reply) onEnabled(reply.response.recoveryCodes);
  }

  if (!setup) {
    return (
      <>
        <p className="muted">{t("app.account.twoFactor.offText")}</p>
        <button type="button" className="btn btn--primary btn--sm" onClick={start} disabled={busy}>
          {t("app.account.twoFactor.setUp")}
        </button>
      </>
    );
  }
  return (
    <div className="two-factor-setup">
      <p>{t("app.account.twoFactor.scan")}</p>
      <img
        className="two-factor-setup__qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t("app.account.twoFactor.qrAlt")}
      />
      <p className="muted">{t("app.account.twoFactor.secretText")}</p>
      <p>
        <code className="two-factor-setup__secret" data-testid="two-factor-secret">
          {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
        </code>
      </p>
      <AccountForm busy={busy} submit={t("app.account.twoFactor.enable")} onSubmit={enable}>
        <TextField
          label={t("app.account.twoFactor.code")}
          hint={t("app.account.twoFactor.codeHint")}
          inputMode="numeric"
          pattern="[0-9]{6}"
          maxLength={6}
          {...CODE_BOX}
        />
      </AccountForm>
    </div>
  );
}

/** The ten recovery codes, shown this once: the user keeps them before going on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const t = useT();
  return (
    <div className="two-factor-recovery">
      <p role="status">{t("app.account.twoFactor.recoveryIntro")}</p>
      <ul className="two-factor-recovery__codes" aria-label={t("app.account.twoFactor.recoveryTitle")}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--primary btn--sm" onClick={onDone}>
        {t("app.account.twoFactor.recoveryDone")}
      </button>
    </div>
  );
}

/** On: how many recovery codes are left, and turning it off with the password and a code (or a recovery code). */
function TurnOff({ recoveryCodesLeft, onOff }: { recoveryCodesLeft: number; onOff(): void }) {
  const t = useT();
  const perform = usePerform();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const reply = await perform(() => call(client.auth["2fa"].$delete, { json: { password: text(form, "password"), code: text(form, "code") } }));
    setBusy(false);
    if (reply) onOff();
  }

  return (
    <>
      <p className="account-card__line">
        <span className="badge badge--success">{t("app.account.twoFactor.on")}</span>{" "}
        <span className="muted">{t("app.account.twoFactor.recoveryLeft", { count: recoveryCodesLeft })}</span>
      </p>
      <AccountForm busy={busy} submit={t("app.account.twoFactor.turnOff")} onSubmit={submit}>
        <div className="form-grid form-grid--2">
          <Field label={t("app.account.twoFactor.password")}>
            {({ id }) => <input id={id} name="password" type="password" autoComplete="current-password" required />}
          </Field>
          <Field label={t("app.account.twoFactor.offCode")}>{({ id }) => <input id={id} {...CODE_OR_RECOVERY_BOX} />}</Field>
        </div>
      </AccountForm>
    </>
  );
}
