import { and, desc, eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema.ts";
import type { TestApp } from "./harness.ts";

/** The password `TestApp.signUp` gives every account. */
export const PASSWORD = "password-123";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The newest outbox row to `to` of `template`, or undefined. */
export async function lastMail(t: TestApp, to: string, template: string): Promise<OutboxRow | undefined> {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** Every outbox row to `to`, oldest first. */
export function mailsTo(t: TestApp, to: string): Promise<OutboxRow[]> {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.createdAt, mailOutbox.id);
}

/** The token of a mailed link (`params.path`, e.g. "/verify-email?token=…"). */
export function tokenOf(mail: OutboxRow | undefined): string {
  const path = mail?.params.path;
  if (!path) throw new Error(`no link in ${mail ? mail.template : "a missing mail"}`);
  const token = new URL(path, "http://site").searchParams.get("token");
  if (!token) throw new Error(`no token in ${path}`);
  return token;
}

/** The newest link of `template` mailed to `to`: its token. */
export async function mailedToken(t: TestApp, to: string, template: string): Promise<string> {
  return tokenOf(await lastMail(t, to, template));
}

/** Registers through the API (signed in by the reply's cookie), as a browser's signup form does. */
export async function register(t: TestApp, role: "client" | "artist" = "client", headers: Record<string, string> = {}) {
  const email = `${role}-${Bun.randomUUIDv7()}@test.local`;
  const res = await t.request("POST", "/api/auth/register", { body: { name: `New ${role}`, email, role, password: PASSWORD }, headers });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("session="))!
    .split(";")[0]!;
  const json = (await res.json()) as { response: { userId: string } };
  return { email, cookie, userId: json.response.userId };
}
