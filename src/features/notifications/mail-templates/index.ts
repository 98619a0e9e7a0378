import type { Locale } from "../../../platform/i18n/locales.ts";
import { localizePath } from "../../../platform/i18n/paths.ts";
import { formatMoney } from "../../../platform/i18n/format.ts";
import { serverTranslator } from "../../../platform/i18n/server.ts";
import type { MessageKey } from "../../../platform/i18n/messages/en.ts";
import type { MessageValues, Translate } from "../../../platform/i18n/translate.ts";
import { isNotificationKind } from "../notifications.contract.ts";
import { renderNotification } from "../render.ts";
import type { MailTemplateName, MailTemplates } from "../../../platform/mail/outgoing.ts";
import type { StaffRole } from "../../../platform/contract/roles.ts";
import { type MailInvite, notificationInvite } from "./invite.ts";
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from "../../privacy/index.ts";
import { type MailContent, MailRenderError, type RenderedMail, renderLayout } from "../../../platform/mail/layout.ts";
import type { SendableMail } from "../../../platform/mail/transport.ts";
import { calendarText } from "../../calendar/index.ts";

/** Where the mail's links point: PUBLIC_URL without a trailing slash. */
export interface MailSite {
  publicUrl: string;
}

/** What a template gets besides its values: the mail's language and absolute links in it. */
export interface TemplateContext {
  t: Translate;
  locale: Locale;
  /** A site path without language prefix ("/reset-password?token=…") as an absolute link in the mail's language. */
  link(path: string): string;
  /** A path of the API ("/api/…") under PUBLIC_URL, as it is (no language prefix). */
  api(path: string): string;
  /** PUBLIC_URL: the calendar invitations' UIDs name its host. */
  siteUrl: string;
}

/** What a template says: the layout's content, and a booking's calendar event sent along as an invitation (METHOD:REQUEST) or its withdrawal (CANCEL). */
type TemplateContent = MailContent & { invite?: MailInvite };

type Template<K extends MailTemplateName> = (params: MailTemplates[K], cx: TemplateContext) => TemplateContent;

/** The account mails' sections of the catalogue: `mail.<section>.subject`, `.intro`, `.note` (and `.action` for those with a link). */
type Section =
  | "verifyEmail"
  | "confirmNewEmail"
  | "emailChangeNotice"
  | "emailChanged"
  | "resetPassword"
  | "passwordChanged"
  | "accountDeleted"
  | "staffInvite"
  | "payoutStatement";

/** The account mails' one shape: subject, greeting, what happened, the action to take (a button and its link) if any, a note. */
function letter(
  t: Translate,
  name: string,
  section: Section,
  options: { values?: MessageValues; action?: [Extract<MessageKey, `mail.${string}.action`>, string] } = {},
): MailContent {
  const [label, url] = options.action ?? [];
  return {
    subject: t(`mail.${section}.subject`),
    greeting: t("mail.greeting", { name }),
    paragraphs: [t(`mail.${section}.intro`, options.values)],
    ...(label && url ? { action: { label: t(label), url } } : {}),
    note: t(`mail.${section}.note`),
  };
}

/**
 * Every mail the product sends (SPEC §3), each from its `mail.*` messages:
 * what it says, and the one link to follow when there is one. The layout
 * (layout.ts) adds the agency's name and logo, the greeting's frame, the link back
 * to the site and the plain-text twin.
 */
export const TEMPLATES: { [K in MailTemplateName]: Template<K> } = {
  "verify-email": ({ name, path }, { t, link }) => letter(t, name, "verifyEmail", { action: ["mail.verifyEmail.action", link(path)] }),
  "confirm-new-email": ({ name, path }, { t, link }) => letter(t, name, "confirmNewEmail", { action: ["mail.confirmNewEmail.action", link(path)] }),
  "email-change-notice": ({ name, newEmail }, { t }) => letter(t, name, "emailChangeNotice", { values: { newEmail } }),
  "email-changed": ({ name, newEmail }, { t }) => letter(t, name, "emailChanged", { values: { newEmail } }),
  "reset-password": ({ name, path }, { t, link }) => letter(t, name, "resetPassword", { action: ["mail.resetPassword.action", link(path)] }),
  "password-changed": ({ name }, { t }) => letter(t, name, "passwordChanged"),
  "account-deleted": ({ name }, { t }) => letter(t, name, "accountDeleted"),
  "staff-invite": ({ name, inviter, staffRole, path }, { t, link }) =>
    letter(t, name, "staffInvite", {
      values: { inviter, role: t(`admin.staff.role.${staffRole as StaffRole}`) },
      action: ["mail.staffInvite.action", link(path)],
    }),
  "payout-statement": ({ name, amountCents, lines, reference, path }, { t, link, locale }) =>
    letter(t, name, "payoutStatement", {
      values: { amount: formatMoney(locale, Number(amountCents) / 100), count: Number(lines), reference },
      action: ["mail.payoutStatement.action", link(path)],
    }),
  "privacy-answer": ({ name, kind, status, answer }, { t }) => {
    if (!isPrivacyRequestKind(kind) || (status !== "completed" && status !== "refused")) {
      throw new MailRenderError(`unknown privacy request "${kind}" or answer "${status}"`);
    }
    return {
      subject: t("mail.privacyAnswer.subject"),
      greeting: t("mail.greeting", { name }),
      paragraphs: [
        t(status === "completed" ? "mail.privacyAnswer.completed" : "mail.privacyAnswer.refused", { request: t(`privacy.request.kind.${kind}`) }),
        answer,
      ],
      note: t("mail.privacyAnswer.note"),
    };
  },
  // One template for every kind, in the words the bell shows (src/features/notifications/render.ts).
  notification: ({ name, kind, values, path, unsubscribe }, { t, link, api, locale, siteUrl }) => {
    if (!isNotificationKind(kind)) throw new MailRenderError(`unknown notification kind "${kind}"`);
    const stored = JSON.parse(values) as Record<string, string>;
    const { title, body } = renderNotification(locale, kind, stored);
    const invite = notificationInvite(stored, { siteUrl, path, locale });
    return {
      ...(invite ? { invite } : {}),
      subject: title,
      greeting: t("mail.greeting", { name }),
      paragraphs: [body],
      action: { label: t("mail.notification.action"), url: link(path) },
      note: t("mail.notification.reason"),
      unsubscribe: { label: t("mail.notification.unsubscribe", { kind: t(`notifications.kind.${kind}` as MessageKey) }), url: api(unsubscribe) },
    };
  },
};

const isPrivacyRequestKind = (kind: string): kind is PrivacyRequestKind => (PRIVACY_REQUEST_KINDS as readonly string[]).includes(kind);

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as MailTemplateName[];

export const isTemplateName = (name: string): name is MailTemplateName => Object.hasOwn(TEMPLATES, name);

/** The shipped logo, a PNG (public/images/logo-mail.png, twice its shown size). */
export const LOGO_PATH = "/images/logo-mail.png";

/** An API path as an absolute link (the one-click unsubscribe): PUBLIC_URL, then the path as it is. */
export function apiLink(site: MailSite, path: string): string {
  if (!path.startsWith("/api/") || /[\s\\]/.test(path)) throw new MailRenderError("an API link must be a path under /api/");
  return `${site.publicUrl}${path}`;
}

/** A site path as an absolute link: PUBLIC_URL, then the path in `locale` (French under /fr). */
export function siteLink(site: MailSite, locale: Locale, path: string): string {
  // Only a path of this site: never another origin ("//evil.test", "https://…").
  if (!/^\/(?!\/)/.test(path) || /[\s\\]/.test(path)) throw new MailRenderError("a mail link must be a site path starting with /");
  return `${site.publicUrl}${localizePath(locale, path)}`;
}

export interface MailToRender {
  template: string;
  locale: Locale;
  params: Record<string, string>;
}

/** The links a rendered mail carries to act on (the action's URL): logged in file mode so the demo works offline. */
export interface RenderedMailWithLink extends RenderedMail {
  link: string | undefined;
  /** The one-click unsubscribe URL: the transport sends it as List-Unsubscribe (RFC 8058). */
  unsubscribe?: string;
  /** A booking's calendar invitation: the transport attaches it as text/calendar. */
  invite?: MailInvite;
}

/**
 * Renders one mail of the outbox in its recipient's language: subject (one line),
 * plain text and HTML. Throws `MailRenderError` for an unknown template or a
 * missing value: such a row can never be sent.
 */
export function renderMail(mail: MailToRender, site: MailSite): RenderedMailWithLink {
  if (!isTemplateName(mail.template)) throw new MailRenderError(`unknown mail template "${mail.template}"`);
  const t = serverTranslator(mail.locale);
  const cx: TemplateContext = {
    t,
    locale: mail.locale,
    link: (path) => siteLink(site, mail.locale, path),
    api: (path) => apiLink(site, path),
    siteUrl: site.publicUrl,
  };
  const params = mail.params;
  const template = TEMPLATES[mail.template] as Template<MailTemplateName>;
  const missing = requiredParams(mail.template).filter((key) => typeof params[key] !== "string");
  if (missing.length > 0) throw new MailRenderError(`mail template "${mail.template}" needs ${missing.join(", ")}`);
  const content = template(params as never, cx);
  const rendered = renderLayout(content, {
    locale: mail.locale,
    brand: t("common.brand"),
    logoUrl: `${site.publicUrl}${LOGO_PATH}`,
    homeUrl: siteLink(site, mail.locale, "/"),
    signature: t("mail.signature"),
    linkFallback: t("mail.linkFallback"),
    reason: t("mail.footer.reason"),
    visit: t("mail.footer.visit"),
    contact: t("mail.footer.contact", { email: t("common.contact.email") }),
  });
  return { ...rendered, link: content.action?.url, unsubscribe: content.unsubscribe?.url, ...(content.invite ? { invite: content.invite } : {}) };
}

/**
 * An outbox's mail as the transport sends it (the worker of src/platform/mail/ is given this by the composition root):
 * rendered, its invitation written as the VCALENDAR the agency organizes and the recipient attends.
 */
export function renderSendableMail(mail: MailToRender, site: MailSite, envelope: { from: { name: string; address: string }; to: string }): SendableMail {
  const { invite, ...rendered } = renderMail(mail, site);
  if (!invite) return rendered;
  const content = calendarText([invite.event], { method: invite.method, organizer: envelope.from, attendee: envelope.to });
  return { ...rendered, calendar: { method: invite.method, content } };
}

/** The values each template reads (the keys of its MailTemplates entry). */
const REQUIRED: { [K in MailTemplateName]: (keyof MailTemplates[K])[] } = {
  "verify-email": ["name", "path"],
  "confirm-new-email": ["name", "path"],
  "email-change-notice": ["name", "newEmail"],
  "email-changed": ["name", "newEmail"],
  "reset-password": ["name", "path"],
  "password-changed": ["name"],
  "account-deleted": ["name"],
  "privacy-answer": ["name", "kind", "status", "answer"],
  "staff-invite": ["name", "inviter", "staffRole", "path"],
  "payout-statement": ["name", "amountCents", "lines", "reference", "path"],
  notification: ["name", "kind", "values", "path", "unsubscribe"],
};

function requiredParams(template: MailTemplateName): string[] {
  return REQUIRED[template] as string[];
}
