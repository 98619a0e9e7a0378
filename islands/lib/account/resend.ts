import { useState } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { failureMessage, notifyError, notifySuccess, useFallback } from "../feedback.ts";

/**
 * POST /auth/resend-verification for the banner and Account settings: the server's
 * message as a toast; a refusal (429: a link went out a moment ago) also stays in
 * `refusal`, shown beside the button.
 */
export function useResendVerification() {
  const t = useT();
  const fallbacks = useFallback();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function resend() {
    setBusy(true);
    setRefusal(null);
    try {
      const reply = await call(client.auth["resend-verification"].$post, {});
      if (reply.status) notifySuccess(reply.message);
      else {
        const message = failureMessage(reply.message, t("app.account.banner.throttled"));
        setRefusal(message);
        notifyError(message);
      }
    } catch (error) {
      console.error(error);
      notifyError(fallbacks.server);
    } finally {
      setBusy(false);
    }
  }

  return { busy, refusal, resend };
}
