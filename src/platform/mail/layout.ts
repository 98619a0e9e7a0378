import type { Locale } from "../i18n/locales.ts";
import { INTL_LOCALE } from "../i18n/locales.ts";

/** What a template says; the layout frames it the same way in every mail. */
export interface MailContent {
  subject: string;
  /** The person greeted ("Hello {name},"); no greeting when absent. */
  greeting?: string;
  /** The message, one paragraph each. */
  paragraphs: string[];
  /** The one thing to do, as a button (HTML) and a bare link (both parts). */
  action?: { label: string; url: string };
  /** Said after the action: what to do if this was not you, how long the link lasts. */
  note?: string;
  /** Notifications: the one-click link that stops this kind of mail, in the footer (and in the List-Unsubscribe header). */
  unsubscribe?: { label: string; url: string };
}

/** The frame's own words and links, in the mail's language. */
export interface MailFrame {
  locale: Locale;
  brand: string;
  /** Absolute URL of the logo image (PNG: mail clients do not all show SVG). */
  logoUrl: string;
  /** The site's home page in the mail's language: the link back. */
  homeUrl: string;
  signature: string;
  linkFallback: string;
  reason: string;
  visit: string;
  contact: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A mail that can never be rendered (an unknown template, a missing value): the worker gives it up at once. */
export class MailRenderError extends Error {
  override name = "MailRenderError";
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML: every value a person or the database gave (names, addresses, links) goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A header value on one line: control characters (CR, LF, …) and line separators become spaces, runs of space one space. */
export function headerText(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const BRAND_RED = "#c8102e";
const INK = "#1f2933";
const MUTED = "#52606d";
const FONT = "font-family:Helvetica,Arial,sans-serif;";

/** The plain-text part: readable as is, every link on its own line. */
function textPart(content: MailContent, frame: MailFrame): string {
  const lines = [frame.brand, ""];
  if (content.greeting) lines.push(content.greeting, "");
  for (const p of content.paragraphs) lines.push(p, "");
  if (content.action) lines.push(content.action.label, content.action.url, "");
  if (content.note) lines.push(content.note, "");
  lines.push(frame.signature, "", "-- ", frame.reason, frame.contact, "", frame.visit, frame.homeUrl);
  if (content.unsubscribe) lines.push("", content.unsubscribe.label, content.unsubscribe.url);
  return `${lines.join("\n")}\n`;
}

const paragraph = (text: string, style = "") =>
  `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:${INK};${style}">${escapeHtml(text)}</p>`;

/**
 * The HTML part: one centred table 600 px wide, inline styles only (clients drop
 * <style> and classes), no script, no web font, the logo by absolute URL with its
 * name as alt text. Every value is escaped here.
 */
function htmlPart(content: MailContent, frame: MailFrame): string {
  const body: string[] = [];
  if (content.greeting) body.push(paragraph(content.greeting));
  for (const p of content.paragraphs) body.push(paragraph(p));
  if (content.action) {
    const url = escapeHtml(content.action.url);
    body.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${BRAND_RED};">` +
        `<a href="${url}" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>` +
        "</td></tr></table>",
      paragraph(frame.linkFallback, `font-size:14px;line-height:20px;color:${MUTED};`),
      `<p style="margin:0 0 16px;${FONT}font-size:14px;line-height:20px;word-break:break-all;"><a href="${url}" style="color:${BRAND_RED};">${url}</a></p>`,
    );
  }
  if (content.note) body.push(paragraph(content.note, `font-size:14px;line-height:20px;color:${MUTED};`));
  body.push(paragraph(frame.signature));
  const small = `margin:0 0 8px;${FONT}font-size:12px;line-height:18px;color:${MUTED};`;
  const home = escapeHtml(frame.homeUrl);
  return `<!DOCTYPE html>
<html lang="${INTL_LOCALE[frame.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:3px solid ${BRAND_RED};background:#ffffff;border-radius:8px 8px 0 0;">
<a href="${home}"><img src="${escapeHtml(frame.logoUrl)}" width="216" height="40" alt="${escapeHtml(frame.brand)}" style="display:block;border:0;${FONT}font-size:24px;font-weight:bold;color:${BRAND_RED};"></a>
</td></tr>
<tr><td style="padding:32px;">
${body.join("\n")}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e7eb;">
<p style="${small}">${escapeHtml(frame.reason)} ${escapeHtml(frame.contact)}</p>
<p style="${small}"><a href="${home}" style="color:${BRAND_RED};">${escapeHtml(frame.visit)}</a></p>
${content.unsubscribe ? `<p style="${small}"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:${MUTED};">${escapeHtml(content.unsubscribe.label)}</a></p>\n` : ""}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The mail in both parts, its subject on one line. */
export function renderLayout(content: MailContent, frame: MailFrame): RenderedMail {
  const subject = headerText(content.subject);
  return { subject, text: textPart({ ...content, subject }, frame), html: htmlPart({ ...content, subject }, frame) };
}
