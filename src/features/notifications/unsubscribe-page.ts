import type { NotificationKind } from "./notifications.contract.ts";
import { notificationLabelKey } from "./notifications.contract.ts";
import { INTL_LOCALE, type Locale } from "../../platform/i18n/locales.ts";
import { serverTranslator } from "../../platform/i18n/server.ts";
import { escapeHtml } from "../../platform/mail/layout.ts";

/**
 * The page a person sees after following a mail's unsubscribe link (GET: the
 * question and one button, a form that POSTs the one-click body to the same URL;
 * after the POST: done). Plain HTML with inline styles, no script: it works
 * signed out, in the user's language.
 */
export function unsubscribePage(locale: Locale, kind: NotificationKind | undefined, state: "ask" | "done" | "invalid", action = ""): string {
  const t = serverTranslator(locale);
  const label = kind ? t(notificationLabelKey(kind)) : "";
  const text =
    state === "invalid"
      ? t("api.notifications.badLink")
      : state === "done"
        ? t("api.notifications.unsubscribeDone", { kind: label })
        : t("api.notifications.unsubscribeQuestion", { kind: label });
  const form =
    state === "ask"
      ? `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit" style="padding:12px 24px;border:0;border-radius:6px;background:#c8102e;color:#fff;font-size:16px;font-weight:bold;cursor:pointer">${escapeHtml(t("api.notifications.unsubscribeButton"))}</button></form>`
      : "";
  return `<!DOCTYPE html>
<html lang="${INTL_LOCALE[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t("api.notifications.unsubscribeTitle"))} · ${escapeHtml(t("common.brand"))}</title></head>
<body style="margin:0;padding:48px 16px;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
<main style="max-width:520px;margin:0 auto;padding:32px;background:#fff;border-radius:8px;border-top:3px solid #c8102e">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(t("api.notifications.unsubscribeTitle"))}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:24px">${escapeHtml(text)}</p>
${form}
</main>
</body>
</html>
`;
}
