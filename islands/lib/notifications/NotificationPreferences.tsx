import { useId, useState } from "react";
import type { NotificationPreference } from "../../../src/features/notifications/notifications.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { useApiGet, usePerform } from "../data.ts";
import { AccountCard } from "../account/AccountCard.tsx";

/**
 * Account settings' e-mail choices: each kind of notification the
 * user's role can get, its e-mail on or off (in-app is always on); a change is saved
 * at once (PUT /notifications/preferences with that kind) and the server's answer
 * toasted; then the list shown is the one the server answered.
 */
export function NotificationPreferences() {
  const t = useT();
  const perform = usePerform();
  const loaded = useApiGet(client.notifications.preferences, {});
  const ids = useId();
  const [items, setItems] = useState<NotificationPreference[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const shown = items ?? loaded.data?.items ?? null;

  /** Shows the choice at once, then what the server answered (the choice before, when it said no). */
  async function choose(kind: NotificationPreference["kind"], email: boolean) {
    if (!shown) return;
    setBusy(kind);
    setItems(shown.map((item) => (item.kind === kind ? { ...item, email } : item)));
    const reply = await perform(() => call(client.notifications.preferences.$put, { json: { email: { [kind]: email } } }));
    setBusy(null);
    setItems(reply ? reply.response.items : shown);
  }

  return (
    <AccountCard title={t("app.notifications.preferences.title")}>
      <p className="muted">{t("app.notifications.preferences.intro")}</p>
      {shown ? (
        <ul className="notification-prefs">
          {shown.map((item) => (
            <li key={item.kind} className="notification-prefs__item">
              <span className="notification-prefs__label" id={`${ids}${item.kind}`}>
                {item.label}
              </span>
              <label className="notification-prefs__switch">
                <input
                  type="checkbox"
                  checked={item.email}
                  disabled={busy !== null}
                  aria-labelledby={`${ids}${item.kind}`}
                  onChange={(e) => void choose(item.kind, e.currentTarget.checked)}
                />
                <span>{t("app.notifications.preferences.email")}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted" role="status">
          {t("app.notifications.preferences.loading")}
        </p>
      )}
    </AccountCard>
  );
}
