import { describe, expect, test } from "bun:test";
import { LOCALES } from "../../../platform/i18n/locales.ts";
import type { MailTemplates } from "../../../platform/mail/outgoing.ts";
import { headerText } from "../../../platform/mail/layout.ts";
import { MailRenderError } from "../../../platform/mail/layout.ts";
import { LOGO_PATH, renderMail, siteLink, TEMPLATE_NAMES } from "./index.ts";

const site = { publicUrl: "https://dance.example" };
/** A name a person may really have, and one that tries to be markup. */
const NAME = `Zoë "Z" O'Hara <b>&</b>`;

/** Every template with values that exercise it: a link where it takes a path. */
const PARAMS: { [K in keyof MailTemplates]: MailTemplates[K] } = {
  "verify-email": { name: NAME, path: "/verify-email?token=tok-verify&x=1" },
  "confirm-new-email": { name: NAME, path: "/confirm-email?token=tok-confirm" },
  "email-change-notice": { name: NAME, newEmail: "new<script>@studio.example" },
  "email-changed": { name: NAME, newEmail: "new<script>@studio.example" },
  "reset-password": { name: NAME, path: "/reset-password?token=tok-reset" },
  "password-changed": { name: NAME },
  "account-deleted": { name: NAME },
  "staff-invite": { name: NAME, inviter: "Agency <Owner>", staffRole: "coordinator", path: "/accept-invite?token=tok-invite" },
  "payout-statement": { name: NAME, amountCents: "123450", lines: "3", reference: "ET-<42>", path: "/artist/earnings" },
  "privacy-answer": { name: NAME, kind: "access", status: "completed", answer: "Your file is attached <as asked>." },
  notification: {
    name: NAME,
    kind: "job.confirmed",
    values: JSON.stringify({ style: "Ballet", studio: "Studio Nord", date: "2026-12-06", time: "10:00", city: "Toronto" }),
    path: "/artist/jobs/confirmed/job-1",
    unsubscribe: "/api/notifications/unsubscribe?token=tok-unsub",
  },
};

const SUBJECTS = {
  en: {
    "verify-email": "Confirm your e-mail address",
    "confirm-new-email": "Confirm your new e-mail address",
    "email-change-notice": "Your DanceLink e-mail address is changing",
    "email-changed": "Your DanceLink e-mail address was changed",
    "reset-password": "Reset your DanceLink password",
    "password-changed": "Your DanceLink password was changed",
    "account-deleted": "Your DanceLink account was deleted",
    "staff-invite": "Join the agency on DanceLink",
    "payout-statement": "DanceLink paid you",
    "privacy-answer": "Our answer to your privacy request",
    notification: "You are booked: Ballet at Studio Nord",
  },
  fr: {
    "verify-email": "Confirmez votre adresse courriel",
    "confirm-new-email": "Confirmez votre nouvelle adresse courriel",
    "email-change-notice": "L’adresse courriel de votre compte DanceLink va changer",
    "email-changed": "L’adresse courriel de votre compte DanceLink a été changée",
    "reset-password": "Réinitialisez votre mot de passe DanceLink",
    "password-changed": "Le mot de passe de votre compte DanceLink a été changé",
    "account-deleted": "Votre compte DanceLink a été supprimé",
    "staff-invite": "Joignez-vous à l’agence sur DanceLink",
    "payout-statement": "DanceLink vous a payé",
    "privacy-answer": "Notre réponse à votre demande sur vos renseignements personnels",
    // A subject is one line of plain spaces (headerText).
    notification: "Contrat confirmé : Ballet chez Studio Nord",
  },
} as const;

const cases = LOCALES.flatMap((locale) => TEMPLATE_NAMES.map((template) => [template, locale] as const));

describe("every template renders in both languages", () => {
  test("each template of MailTemplates is rendered here", () => {
    expect<string[]>([...TEMPLATE_NAMES].sort()).toEqual(Object.keys(PARAMS).sort());
  });

  test.each(cases)("%s in %s: subject, text and HTML with the agency, the logo and the link back", (template, locale) => {
    const mail = renderMail({ template, locale, params: PARAMS[template] }, site);
    const home = locale === "fr" ? "https://dance.example/fr" : "https://dance.example/";
    expect(mail.subject).toBe(SUBJECTS[locale][template]);

    // The plain-text part: the agency, the greeting with the name as written, the link back.
    expect(mail.text).toStartWith("DanceLink\n");
    expect(mail.text).toContain(locale === "fr" ? `Bonjour ${NAME},` : `Hello ${NAME},`);
    expect(mail.text).toContain(home);
    expect(mail.text).not.toContain("&amp;");

    // The HTML part: its language, the logo by absolute URL with the agency's name, every value escaped.
    expect(mail.html).toStartWith("<!DOCTYPE html>");
    expect(mail.html).toContain(`<html lang="${locale === "fr" ? "fr-CA" : "en-CA"}">`);
    expect(mail.html).toContain(`<img src="https://dance.example${LOGO_PATH}" width="216" height="40" alt="DanceLink"`);
    expect(mail.html).toContain(`href="${home}"`);
    expect(mail.html).toContain("Zoë &quot;Z&quot; O&#39;Hara &lt;b&gt;&amp;&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).not.toMatch(/<script|<style|class=/);

    // The one thing to do, when there is one: an absolute link in the mail's language, in both parts.
    const path = "path" in PARAMS[template] ? (PARAMS[template] as { path: string }).path : undefined;
    if (path) {
      const link = `https://dance.example${locale === "fr" ? "/fr" : ""}${path}`;
      expect(mail.link).toBe(link);
      expect(mail.text).toContain(`\n${link}\n`);
      expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    } else {
      expect(mail.link).toBeUndefined();
    }
  });

  test("the new address of an e-mail change is shown, escaped in HTML", () => {
    const mail = renderMail({ template: "email-change-notice", locale: "en", params: PARAMS["email-change-notice"] }, site);
    expect(mail.text).toContain("new<script>@studio.example");
    expect(mail.html).toContain("new&lt;script&gt;@studio.example");
  });

  test("a PUBLIC_URL under a path keeps it; French pages under /fr", () => {
    const under = { publicUrl: "https://example.com/dance" };
    expect(siteLink(under, "en", "/reset-password?token=a")).toBe("https://example.com/dance/reset-password?token=a");
    expect(siteLink(under, "fr", "/")).toBe("https://example.com/dance/fr");
  });
});

describe("what can never be sent", () => {
  test.each(["//evil.test/x", "https://evil.test/", "reset-password", "/a b", "/\\evil.test"])("a link that is not a site path: %p", (path) => {
    expect(() => renderMail({ template: "reset-password", locale: "en", params: { name: "A", path } }, site)).toThrow(MailRenderError);
  });

  test("an unknown template, a missing value", () => {
    expect(() => renderMail({ template: "newsletter", locale: "en", params: {} }, site)).toThrow('unknown mail template "newsletter"');
    expect(() => renderMail({ template: "reset-password", locale: "en", params: { name: "A" } }, site)).toThrow('mail template "reset-password" needs path');
  });

  test("a header value is one line: control characters and line separators become spaces", () => {
    expect(headerText("Hello\r\nBcc: x@evil.test\u0000\u2028there")).toBe("Hello Bcc: x@evil.test there");
  });
});

describe("a booking's calendar invitation", () => {
  const booking = (values: Record<string, string>) => ({
    template: "notification",
    locale: "fr" as const,
    params: { ...PARAMS.notification, values: JSON.stringify(values) },
  });
  const stored = {
    style: "Ballet",
    styleFr: "Ballet classique",
    studio: "Studio Nord",
    city: "Montréal",
    address: "12, rue Sainte-Catherine",
    postalCode: "H2X 1K4",
    date: "2027-03-14",
    time: "09:00",
    endDate: "2027-03-14",
    endTime: "12:00",
    jobId: "job-1",
    sequence: "4",
    invite: "request",
  };

  test("the stored values make the event of the feeds, in the reader's language; a notification without them has none", () => {
    const { invite } = renderMail(booking(stored), site);
    expect(invite?.method).toBe("REQUEST");
    expect(invite?.event).toMatchObject({
      uid: "job-job-1@dance.example",
      sequence: 4,
      summary: "Ballet classique chez Studio Nord",
      location: "12, rue Sainte-Catherine, Montréal H2X 1K4",
      url: "https://dance.example/fr/artist/jobs/confirmed/job-1",
      status: "CONFIRMED",
    });
    expect(renderMail(booking({ ...stored, invite: "cancel" }), site).invite).toMatchObject({ method: "CANCEL", event: { status: "CANCELLED" } });
    expect(renderMail({ template: "notification", locale: "en", params: PARAMS.notification }, site).invite).toBeUndefined();
  });

  test("an invitation missing a value, or with a sequence that is no whole number, can never be sent", () => {
    const { endTime: _, ...withoutEnd } = stored;
    expect(() => renderMail(booking(withoutEnd), site)).toThrow(MailRenderError);
    expect(() => renderMail(booking({ ...stored, sequence: "x" }), site)).toThrow(MailRenderError);
  });
});
