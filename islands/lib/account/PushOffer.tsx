import { useEffect, useState } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { notifyError, notifyFailure, notifySuccess } from "../feedback.ts";
import { SAVED_EVENT } from "../data.ts";
import { answerOffer, deviceSubscription, offerAnswered, pushSupported, turnOnDevicePush } from "./push.ts";

/**
 * The offer of push on this device, never on load: after the user's first successful
 * save (a change the dashboard made), when the browser can push, has not been asked,
 * and holds no subscription. Answered either way, it does not come again on this browser
 * (Account settings keeps the switch).
 */
export function PushOffer() {
  const t = useT();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported() || offerAnswered()) return;
    const saved = () => {
      if (offerAnswered() || Notification.permission !== "default") return;
      deviceSubscription()
        .then((subscription) => setShown(subscription === null))
        .catch(() => {});
    };
    window.addEventListener(SAVED_EVENT, saved);
    return () => window.removeEventListener(SAVED_EVENT, saved);
  }, []);

  if (!shown) return null;

  async function accept() {
    setBusy(true);
    answerOffer("on");
    try {
      const reply = await turnOnDevicePush();
      if (reply?.status) notifySuccess(reply.message);
      else if (reply) notifyFailure(reply.message, t("app.push.failed"));
    } catch (error) {
      console.error(error);
      notifyError(t("app.push.failed"));
    }
    setShown(false);
  }

  function dismiss() {
    answerOffer("off");
    setShown(false);
  }

  return (
    <section className="push-offer" aria-label={t("app.push.offer.text")}>
      <p>{t("app.push.offer.text")}</p>
      <button type="button" className="btn btn--sm" onClick={() => void accept()} disabled={busy}>
        {t("app.push.offer.accept")}
      </button>
      <button type="button" className="btn btn--outline btn--sm" onClick={dismiss} disabled={busy}>
        {t("app.push.offer.dismiss")}
      </button>
    </section>
  );
}
