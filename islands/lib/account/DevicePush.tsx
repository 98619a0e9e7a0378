import { useEffect, useId, useState } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { notifyError, notifySuccess, notifyFailure } from "../feedback.ts";
import { AccountCard } from "./AccountCard.tsx";
import { answerOffer, deviceSubscription, pushBlocked, pushSupported, turnOffDevicePush, turnOnDevicePush } from "./push.ts";

/**
 * Account settings' switch for this device's push: on while the browser holds a
 * subscription. Turning it on asks the browser's permission and subscribes; off removes
 * the subscription from the server and the browser. Other devices keep theirs.
 */
export function DevicePush() {
  const t = useT();
  const id = useId();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();

  useEffect(() => {
    if (!supported) return;
    deviceSubscription()
      .then((subscription) => setOn(subscription !== null))
      .catch(() => setOn(false));
  }, [supported]);

  async function toggle(next: boolean) {
    setBusy(true);
    try {
      if (next) {
        const reply = await turnOnDevicePush();
        answerOffer("on");
        if (reply?.status) notifySuccess(reply.message);
        else if (reply) notifyFailure(reply.message, t("app.push.failed"));
        setOn(reply?.status === true);
      } else {
        await turnOffDevicePush();
        setOn(false);
      }
    } catch (error) {
      console.error(error);
      notifyError(t("app.push.failed"));
    }
    setBusy(false);
  }

  return (
    <AccountCard title={t("app.push.settings.title")}>
      <p className="muted">{t("app.push.settings.intro")}</p>
      {!supported ? (
        <p className="muted">{t("app.push.settings.unsupported")}</p>
      ) : (
        <>
          {pushBlocked() && <p className="muted">{t("app.push.settings.blocked")}</p>}
          <label className="notification-prefs__switch" htmlFor={id}>
            <input id={id} type="checkbox" checked={on === true} disabled={on === null || busy} onChange={(e) => void toggle(e.currentTarget.checked)} />
            <span>{t("app.push.settings.switch")}</span>
          </label>
        </>
      )}
    </AccountCard>
  );
}
