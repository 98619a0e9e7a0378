import { useEffect, useRef, useState } from "react";
import { localizePath } from "../../src/platform/i18n/paths.ts";
import { useLocale, useT } from "../../src/platform/i18n/react.tsx";
import { call, client } from "../lib/api.ts";
import { failureMessage } from "../lib/feedback.ts";
import { linkToken } from "./ResetPasswordForm.tsx";

type Outcome = { state: "checking" } | { state: "done"; email: string } | { state: "failed"; message: string };

interface VerifyEmailProps {
  /** The address had a token: the page checks it as it opens. */
  hasToken: boolean;
  /** The signed-in user's dashboard, or null (the way on is to log in). */
  dashboard: string | null;
}

/**
 * /verify-email?token=…: sends the mailed link's token as the page opens
 * (the link proves the address, or moves the account to a new one) and says how it
 * went, with the way on: the dashboard when signed in, else the login page.
 */
export function VerifyEmail({ hasToken, dashboard }: VerifyEmailProps) {
  const t = useT();
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome>(hasToken ? { state: "checking" } : { state: "failed", message: t("public.account.verify.missing") });
  const sent = useRef(false);

  useEffect(() => {
    if (!hasToken || sent.current) return;
    sent.current = true;
    const fallback = t("public.account.verify.failed");
    call(client.auth["verify-email"].$post, { json: { token: linkToken() } }, { redirectOnUnauthorized: false })
      .then((reply) =>
        setOutcome(reply.status ? { state: "done", email: reply.response.email } : { state: "failed", message: failureMessage(reply.message, fallback) }),
      )
      .catch(() => setOutcome({ state: "failed", message: t("common.error.server") }));
  }, [hasToken, t]);

  const onward = dashboard ? (
    <a className="btn btn--primary btn--block" href={dashboard}>
      {t("public.account.verify.dashboard")}
    </a>
  ) : (
    <a className="btn btn--primary btn--block" href={localizePath(locale, "/login")}>
      {t("public.account.verify.login")}
    </a>
  );

  return (
    <div className="auth__notice" aria-busy={outcome.state === "checking"}>
      <p role="status" className={outcome.state === "done" ? "auth__notice--done" : outcome.state === "failed" ? "auth__notice--failed" : "muted"}>
        {outcome.state === "checking"
          ? t("public.account.verify.checking")
          : outcome.state === "done"
            ? t("public.account.verify.done", { email: outcome.email })
            : outcome.message}
      </p>
      {outcome.state === "failed" && !dashboard && <p className="muted">{t("public.account.verify.again")}</p>}
      {outcome.state !== "checking" && onward}
    </div>
  );
}
