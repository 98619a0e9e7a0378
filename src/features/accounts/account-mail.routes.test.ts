import { afterAll, describe, expect, test } from "bun:test";
import { createTestApp } from "../../../tests/harness.ts";
import { en } from "../../platform/i18n/messages/en.ts";
import { type ReceivedMail, startSmtpPeer } from "../../../tests/smtp-peer.ts";

/**
 * The account's mail end to end: it leaves the outbox, reaches a real SMTP
 * server, and the link it carries does what it says.
 */

const PUBLIC_URL = "https://dance.example";
const peer = await startSmtpPeer();
const t = await createTestApp({ env: { ...peer.env, PUBLIC_URL } });
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** Delivers the outbox and waits for the mail to `to` whose link goes to `page`. */
async function linkMailedTo(to: string, page: string): Promise<{ mail: ReceivedMail; link: URL }> {
  await t.drainMail();
  const mail = await peer.waitForMail((m) => m.to.includes(to) && m.links.some((l) => l.includes(page)));
  return { mail, link: new URL(mail.links.find((l) => l.includes(page))!) };
}

const newAddress = (who: string) => `${who}-${Bun.randomUUIDv7()}@studio.example`;

describe("account mail through a real SMTP server", () => {
  test("sign up, the verify-email link arrives, following it verifies the address", async () => {
    const email = newAddress("signup");
    const reg = await t.request("POST", "/api/auth/register", { body: { name: "Ada Lovelace", email, role: "client", password: "password-123" } });
    expect(reg.status).toBe(201);
    const cookie = reg.headers.getSetCookie()[0]!.split(";")[0]!;

    const { mail, link } = await linkMailedTo(email, "/verify-email");
    expect(mail.text).toContain("Ada Lovelace");
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/verify-email`);
    const token = link.searchParams.get("token")!;
    const verified = await t.call("POST", "/api/auth/verify-email", { body: { token } });
    expect(verified.status).toBe(200);
    expect((await t.call("GET", "/api/auth/me", { cookie })).body).toMatchObject({ emailVerified: true });
  });

  test("a French sign-up gets a French mail whose link is the French page", async () => {
    const email = newAddress("inscription");
    await t.request("POST", "/api/auth/register", {
      body: { name: "Zoé", email, role: "artist", password: "password-123" },
      headers: { "accept-language": "fr-CA" },
    });
    const { link } = await linkMailedTo(email, "/verify-email");
    expect(link.pathname).toBe("/fr/verify-email");
    expect((await t.call("POST", "/api/auth/verify-email", { body: { token: link.searchParams.get("token") } })).status).toBe(200);
  });

  test("forgot password, the reset link arrives, following it sets the password; a notice follows", async () => {
    const email = newAddress("forgot");
    await t.request("POST", "/api/auth/register", { body: { name: "Grace", email, role: "client", password: "password-123" } });
    expect((await t.call("POST", "/api/auth/forgot-password", { body: { email } })).status).toBe(200);
    const { link } = await linkMailedTo(email, "/reset-password");
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    const reset = await t.call("POST", "/api/auth/reset-password", { body: { token: link.searchParams.get("token"), password: "a fresh passphrase" } });
    expect(reset.status).toBe(200);
    await t.logIn(email, "a fresh passphrase");
    await t.drainMail();
    const notice = await peer.waitForMail((m) => m.to.includes(email) && m.subject === en["mail.passwordChanged.subject"]);
    expect(notice.text).toContain("Grace");
  });

  test("an e-mail change: the new address gets the link, the old one a notice; the link moves the account", async () => {
    const old = newAddress("old");
    const next = newAddress("new");
    const reg = await t.request("POST", "/api/auth/register", { body: { name: "Hedy", email: old, role: "client", password: "password-123" } });
    const cookie = reg.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await t.call("PUT", "/api/auth/email", { cookie, body: { password: "password-123", email: next } })).status).toBe(200);
    const { link } = await linkMailedTo(next, "/verify-email");
    const notice = await peer.waitForMail((m) => m.to.includes(old) && m.subject === en["mail.emailChangeNotice.subject"]);
    expect(notice.text).toContain(next);
    expect(notice.links.some((l) => l.includes("token="))).toBe(false);
    const r = await t.call("POST", "/api/auth/verify-email", { body: { token: link.searchParams.get("token") } });
    expect(r.body).toEqual({ email: next, purpose: "change_email" });
    await t.logIn(next, "password-123");
  });

  test("a deleted account gets its confirmation at the address it had", async () => {
    const email = newAddress("leaving");
    const reg = await t.request("POST", "/api/auth/register", { body: { name: "Leaving Person", email, role: "client", password: "password-123" } });
    const cookie = reg.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await t.call("DELETE", "/api/auth/account", { cookie, body: { password: "password-123" } })).status).toBe(200);
    await t.drainMail();
    const mail = await peer.waitForMail((m) => m.to.includes(email) && m.subject === en["mail.accountDeleted.subject"]);
    expect(mail.text).toContain("Leaving Person");
  });
});
