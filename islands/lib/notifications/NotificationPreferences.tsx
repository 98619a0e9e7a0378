import { useId, useState } from "react";
import type { NotificationChannel, NotificationPreference } from "../../../src/features/notifications/notifications.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { useApiGet, usePerform } from "../data.ts";
import { AccountCard } from "../account/AccountCard.tsx";

/** The switches of each kind, in their order, with their names. */
const CHANNELS = [
  ["email", "app.notifications.preferences.email"],
  ["push", "app.notifications.preferences.push"],
] as const satisfies readonly (readonly [NotificationChannel, string])[];

/**
 * Account settings' notification choices: each kind of notification the
 * user's role can get, its e-mail and its push on or off (in-app is always on); a change
 * is saved at once (PUT /notifications/preferences with that kind and channel) and the
 * server's answer toasted; then the list shown is the one the server answered.
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
  async function choose(kind: NotificationPreference["kind"], channel: NotificationChannel, on: boolean) {
    if (!shown) return;
    setBusy(kind);
    setItems(shown.map((item) => (item.kind === kind ? { ...item, [channel]: on } : item)));
    const reply = await perform(() => call(client.notifications.preferences.$put, { json: { [channel]: { [kind]: on } } }));
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
              {CHANNELS.map(([channel, label]) => (
                <label key={channel} className="notification-prefs__switch">
                  <input
                    type="checkbox"
                    checked={item[channel]}
                    disabled={busy !== null}
                    aria-labelledby={`${ids}${item.kind} ${ids}${item.kind}-${channel}`}
                    onChange={(e) => void choose(item.kind, channel, e.currentTarget.checked)}
                  />
                  <span id={`${ids}${item.kind}-${channel}`}>{t(label)}</span>
                </label>
              ))}
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
