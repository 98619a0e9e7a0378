import { useState } from "react";
import type { AccountSession } from "../../../src/features/accounts/auth.contract.ts";
import { useLocalePath, useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { useApiGet, usePerform } from "../data.ts";
import { useFormat } from "../format.ts";
import { useLeaveSignedOut } from "./account.ts";
import { turnOffDevicePush } from "./push.ts";
import { AccountCard } from "./AccountCard.tsx";
import { deviceOf } from "./device.ts";

/**
 * Where the user is signed in (GET /auth/sessions): each browser,
 * this one marked, with when it signed in and was last seen, and "Sign out" for each;
 * "Sign out everywhere" ends them all, this one too (then the login page).
 */
export function Sessions() {
  const t = useT();
  const format = useFormat();
  const perform = usePerform();
  const href = useLocalePath();
  const leave = useLeaveSignedOut();
  const sessions = useApiGet(client.auth.sessions, {});
  const [busy, setBusy] = useState<string | null>(null);

  async function signOut(session: AccountSession) {
    setBusy(session.id);
    if (session.current) await turnOffDevicePush();
    const done = await perform(() => call(client.auth.sessions[":sessionId"].$delete, { param: { sessionId: session.id } }));
    setBusy(null);
    if (!done) return;
    if (session.current) leave(href("/login"));
    else sessions.reload();
  }

  async function signOutEverywhere() {
    setBusy("all");
    await turnOffDevicePush();
    const done = await perform(() => call(client.auth["logout-all"].$post, {}));
    setBusy(null);
    if (done) leave(href("/login"));
  }

  const device = (userAgent: string) => {
    const { browser, system } = deviceOf(userAgent);
    return t("app.account.sessions.device", {
      browser: browser ?? t("app.account.sessions.unknownBrowser"),
      system: system ?? t("app.account.sessions.unknownSystem"),
    });
  };

  return (
    <AccountCard title={t("app.account.sessions.title")}>
      {sessions.data ? (
        <ul className="account-sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className="account-sessions__item">
              <div>
                <p className="account-sessions__device" title={session.userAgent}>
                  {device(session.userAgent)} {session.current && <span className="badge badge--success">{t("app.account.sessions.current")}</span>}
                </p>
                <p className="muted account-sessions__times">
                  {t("app.account.sessions.times", { created: format.fromNow(session.createdAt), seen: format.fromNow(session.lastSeenAt) })}
                </p>
              </div>
              <button type="button" className="btn btn--outline btn--sm" onClick={() => signOut(session)} disabled={busy !== null}>
                {t("app.account.sessions.signOut")}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted" role="status">
          {t("app.account.sessions.loading")}
        </p>
      )}
      <div className="account-card__line">
        <button type="button" className="btn btn--sm" onClick={signOutEverywhere} disabled={busy !== null}>
          {t("app.account.sessions.signOutAll")}
        </button>
        <p className="muted account-card__hint">{t("app.account.sessions.signOutAllHint")}</p>
      </div>
    </AccountCard>
  );
}
