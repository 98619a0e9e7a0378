import { useEffect, useRef, useState } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { useApiGet, usePerform } from "../data.ts";
import { notifyFailure, notifySuccess } from "../feedback.ts";
import { AccountCard } from "./AccountCard.tsx";

/**
 * The user's private calendar feed in the account settings: the link to subscribe to, "Copy link", and
 * "Reset link" (asked once: calendars subscribed to the old link stop updating).
 */
export function CalendarFeed() {
  const t = useT();
  const perform = usePerform();
  const feed = useApiGet(client.calendar.feed, {});
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const shown = url ?? feed.data?.url ?? null;
  // The same feed for calendar apps that subscribe on a click (webcal://), and Google Calendar's own "add by URL".
  const webcal = shown?.replace(/^https?:/, "webcal:");
  // Keyboard users keep their place: onto the answer when the question opens, back to "Reset link" after.
  const resetButton = useRef<HTMLButtonElement>(null);
  const answer = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (asking ? answer.current : resetButton.current)?.focus();
  }, [asking]);
  const ask = (open: boolean) => {
    moveFocus.current = true;
    setAsking(open);
  };

  async function copy() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown);
      notifySuccess(t("app.calendar.copied"));
    } catch {
      notifyFailure(null, t("app.calendar.copyFailed"));
    }
  }

  async function reset() {
    setBusy(true);
    const done = await perform(() => call(client.calendar.feed.reset.$post, {}));
    setBusy(false);
    ask(false);
    if (done?.response) setUrl(done.response.url);
  }

  return (
    <AccountCard title={t("app.calendar.title")}>
      <p className="muted">{t("app.calendar.intro")}</p>
      {shown ? (
        <>
          <label className="field">
            <span className="field__label">{t("app.calendar.link")}</span>
            <input className="input" type="text" readOnly value={shown} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <p className="account-card__actions">
            <a className="btn btn--outline btn--sm" href={webcal}>
              {t("app.calendar.subscribe")}
            </a>{" "}
            <a
              className="btn btn--outline btn--sm"
              href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal ?? "")}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("app.calendar.google")}
            </a>
          </p>
          <p className="account-card__actions">
            <button type="button" className="btn btn--primary btn--sm" onClick={copy}>
              {t("app.calendar.copy")}
            </button>{" "}
            {asking ? (
              // biome-ignore lint/a11y/useSemanticElements: an inline question and its two answers, as the other confirmations
              <span role="group" aria-label={t("app.calendar.resetQuestion")}>
                <span>{t("app.calendar.resetQuestion")}</span>{" "}
                <button ref={answer} type="button" className="btn btn--danger btn--sm" disabled={busy} onClick={reset}>
                  {t("app.calendar.resetConfirm")}
                </button>{" "}
                <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={() => ask(false)}>
                  {t("app.calendar.keep")}
                </button>
              </span>
            ) : (
              <button ref={resetButton} type="button" className="btn btn--outline btn--sm" onClick={() => ask(true)}>
                {t("app.calendar.reset")}
              </button>
            )}
          </p>
        </>
      ) : (
        <p className="muted" role="status">
          {feed.failed ? t("app.calendar.failed") : t("app.calendar.loading")}
        </p>
      )}
    </AccountCard>
  );
}
