import { describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { auditLog, termsAcceptances } from "../../../db/schema.ts";
import { lastMail } from "../../../tests/account-fixtures.ts";
import { createTestApp, suiteApp } from "../../../tests/harness.ts";
import type { AccountUser } from "../accounts/auth.contract.ts";
import type { PolicyDocument, PrivacyIncidentRow, PrivacyOfficer, PrivacyRequestRow } from "./privacy.contract.ts";

const t = await suiteApp();
const owner = (await t.adminLogin()).cookie;

const registration = (extra: Record<string, unknown> = {}) => ({
  name: "Dana Dancer",
  email: `dana-${Bun.randomUUIDv7()}@test.local`,
  role: "artist",
  password: "password-123",
  ...extra,
});

const me = async (cookie: string) => (await t.call<AccountUser>("GET", "/api/auth/me", { cookie })).body;

const publish = (kind: string, body: Record<string, unknown> = { text: "## Terms\n\nBe kind.", textFr: "## Conditions\n\nSoyez aimable." }) =>
  t.call<PolicyDocument>("PUT", `/api/admin/policies/${kind}`, { cookie: owner, body });

const auditRows = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe("consent to the terms and the privacy policy", () => {
  test("the owner set up at start is the agency offering the terms: it starts having accepted those in force, and a new version asks it too", async () => {
    const start = await me(owner);
    expect(start.acceptedTermsVersion).toBe(start.termsVersion);
    expect((await publish("terms")).status).toBe(200);
    expect(await me(owner)).toMatchObject({ termsVersion: start.termsVersion + 1, acceptedTermsVersion: start.termsVersion });
  });

  test("signing up with the box ticked records the version in force and its time; /auth/me says nothing is to accept", async () => {
    const res = await t.request("POST", "/api/auth/register", { body: registration({ acceptTerms: true }) });
    expect(res.status).toBe(201);
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    const account = await me(cookie);
    expect(account.acceptedTermsVersion).toBe(account.termsVersion);
    const [row] = await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, account.userId));
    expect(row!.version).toBe(account.termsVersion);
    expect(Date.now() - row!.acceptedAt.getTime()).toBeLessThan(60_000);
  });

  test("a client of the seed's contract that omits the box still registers; its dashboard must ask (nothing accepted)", async () => {
    const { cookie } = await t.signUp("client");
    const account = await me(cookie);
    expect(account.termsVersion).toBeGreaterThanOrEqual(1);
    expect(account.acceptedTermsVersion).toBeNull();
    const accepted = await t.call("PUT", "/api/account/terms", { cookie, body: { version: account.termsVersion } });
    expect(accepted.status).toBe(200);
    expect((await me(cookie)).acceptedTermsVersion).toBe(account.termsVersion);
  });

  test("the box sent unticked is a refusal: 400, in the request's language, and no account", async () => {
    const body = registration({ acceptTerms: false });
    const res = await t.call("POST", "/api/auth/register", { body });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Accept terms is required to sign up: tick the box to agree to the terms of use and the privacy policy");
    const fr = await t.call("POST", "/api/auth/register", { body, headers: { "accept-language": "fr-CA" } });
    expect(fr.json.message).toBe(
      "L’acceptation des conditions est requise pour vous inscrire : cochez la case pour accepter les conditions d’utilisation et la politique de confidentialité",
    );
    expect((await t.call("POST", "/api/auth/login", { body: { email: body.email, password: body.password } })).status).toBe(401);
  });

  test("a new version of the terms or of the privacy policy asks again; a new cookies page does not; an old version cannot be accepted", async () => {
    const { cookie } = await t.signUp("artist");
    const first = await me(cookie);
    await t.call("PUT", "/api/account/terms", { cookie, body: { version: first.termsVersion } });

    expect((await publish("terms")).status).toBe(200);
    const afterTerms = await me(cookie);
    expect(afterTerms.termsVersion).toBe(first.termsVersion + 1);
    expect(afterTerms.acceptedTermsVersion).toBe(first.termsVersion);

    const stale = await t.call("PUT", "/api/account/terms", { cookie, body: { version: first.termsVersion } });
    expect(stale.status).toBe(409);
    expect((await t.call("PUT", "/api/account/terms", { cookie, body: { version: afterTerms.termsVersion } })).status).toBe(200);

    await publish("privacy");
    const afterPrivacy = await me(cookie);
    expect(afterPrivacy.termsVersion).toBe(afterTerms.termsVersion + 1);
    expect(afterPrivacy.acceptedTermsVersion).toBe(afterTerms.termsVersion);
    await t.call("PUT", "/api/account/terms", { cookie, body: { version: afterPrivacy.termsVersion } });

    await publish("cookies");
    const afterCookies = await me(cookie);
    expect(afterCookies.termsVersion).toBe(afterPrivacy.termsVersion);
    expect(afterCookies.acceptedTermsVersion).toBe(afterCookies.termsVersion);
    // Every acceptance is kept, each with its own time: the proof of what was agreed to, and when.
    expect(await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, first.userId))).toHaveLength(3);
  });

  test("a version that is not a whole number is a 400 naming the field; signed out is a 401", async () => {
    const { cookie } = await t.signUp("client");
    const bad = await t.call("PUT", "/api/account/terms", { cookie, body: { version: "latest" } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Version must be a whole number");
    expect((await t.call("PUT", "/api/account/terms", { body: { version: 1 } })).status).toBe(401);
  });
});

describe("the policies the owner publishes", () => {
  test("the product's own texts name the agency by its legal name, in both languages, version 1", async () => {
    const fresh = await createTestApp();
    const policies = await fresh.call<PolicyDocument[]>("GET", "/api/admin/policies", { cookie: (await fresh.adminLogin()).cookie });
    expect(policies.body.map((p) => [p.kind, p.version, p.published])).toEqual([
      ["terms", 1, false],
      ["privacy", 1, false],
      ["cookies", 1, false],
    ]);
    for (const [path, text] of [
      ["/terms", "This site is run by DanceLink Agency"],
      ["/fr/terms", "Ce site est exploité par DanceLink Agency"],
      ["/privacy", "DanceLink Agency collects what it needs"],
      ["/fr/cookies", "DanceLink Agency ne dépose que les témoins"],
    ] as const) {
      const html = await (await fresh.request("GET", path)).text();
      expect(html).toContain(text);
    }
    await fresh.close();
  });

  test("publishing bumps the version, keeps the effective date given, shows at once on the page, and leaves an audit row", async () => {
    const before = (await t.call<PolicyDocument[]>("GET", "/api/admin/policies", { cookie: owner })).body.find((p) => p.kind === "cookies")!;
    const saved = await publish("cookies", { text: "We set **two** cookies.", textFr: "Nous déposons **deux** témoins.", effectiveDate: "2027-02-01" });
    expect(saved.body).toMatchObject({ kind: "cookies", version: before.version + 1, effectiveDate: "2027-02-01", published: true });
    const html = await (await t.request("GET", "/cookies")).text();
    expect(html).toContain("We set <strong>two</strong> cookies.");
    expect(html).toContain(`Version ${before.version + 1}`);
    // The cookies the product sets, each with why.
    expect(html).toContain("<code>session</code>");
    expect(html).toContain("<code>locale</code>");
    expect(await auditRows("policy.published")).not.toHaveLength(0);
  });

  test("no HTML the owner types reaches the page as markup; a link goes only to this site, https or mailto", async () => {
    await publish("terms", {
      text: "<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [good](/contact-us) [mail](mailto:a@b.ca) [odd](//evil.test)",
      textFr: "Texte",
    });
    const html = await (await t.request("GET", "/terms")).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).not.toContain("<script>");
    expect(main).not.toContain("<img src=x");
    expect(main).toContain("&lt;script&gt;");
    expect(main).not.toContain("javascript:");
    expect(main).toContain('<a href="/contact-us">good</a>');
    expect(main).toContain('<a href="mailto:a@b.ca">mail</a>');
    expect(main).not.toContain("//evil.test");
  });

  test("an unknown kind is a 404; an empty text is a 400 naming it", async () => {
    expect((await publish("cookbook")).status).toBe(404);
    const empty = await publish("terms", { text: " ", textFr: "Texte" });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe("Text is required");
  });
});

describe("the person in charge of personal information", () => {
  test("the owner names them (audited), and /privacy shows them in both languages", async () => {
    const officer: PrivacyOfficer = { name: "Mireille Tremblay", title: "Director of operations", email: "privacy@dancelink.example" };
    const saved = await t.call<PrivacyOfficer>("PUT", "/api/admin/settings/privacy", { cookie: owner, body: officer });
    expect(saved.body).toEqual(officer);
    expect((await t.call<PrivacyOfficer>("GET", "/api/admin/settings/privacy", { cookie: owner })).body).toEqual(officer);
    for (const path of ["/privacy", "/fr/privacy"]) {
      const html = await (await t.request("GET", path)).text();
      expect(html).toContain("Mireille Tremblay");
      expect(html).toContain('href="mailto:privacy@dancelink.example"');
    }
    const [row] = await auditRows("privacy_officer.updated");
    expect(row!.changes).toMatchObject({ name: ["", "Mireille Tremblay"] });
    const bad = await t.call("PUT", "/api/admin/settings/privacy", { cookie: owner, body: { ...officer, email: "nope" } });
    expect(bad.status).toBe(400);
  });
});

describe("requests about one's personal information", () => {
  test("the form's request lands in the console with its 30-day deadline; the answer is audited and mailed in the requester's language", async () => {
    const email = `asker-${Bun.randomUUIDv7()}@test.local`;
    const sent = await t.call<{ id: string; dueAt: string }>("POST", "/api/privacy/requests", {
      body: { kind: "deletion", name: "Alex Asker", email, details: "Please delete my account and my files.", locale: "fr" },
    });
    expect(sent.status).toBe(201);
    const list = await t.call<PrivacyRequestRow[]>("GET", "/api/admin/privacy-requests", { cookie: owner });
    const listed = list.body.find((r) => r.id === sent.body.id)!;
    expect(listed).toMatchObject({ kind: "deletion", status: "received", email, locale: "fr" });
    expect(new Date(listed.dueAt).getTime() - new Date(listed.createdAt).getTime()).toBe(30 * 24 * 60 * 60_000);

    const answer = { status: "completed", answer: "Your account and files are deleted." };
    const answered = await t.call<PrivacyRequestRow>("PUT", `/api/admin/privacy-requests/${listed.id}`, { cookie: owner, body: answer });
    expect(answered.body).toMatchObject(answer);
    expect(answered.body.answeredAt).not.toBeNull();
    const mail = await lastMail(t, email, "privacy-answer");
    expect(mail).toMatchObject({ locale: "fr", params: { name: "Alex Asker", kind: "deletion", status: "completed", answer: answer.answer } });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "privacy_request.answered"), eq(auditLog.entityId, listed.id)));
    expect(rows).toHaveLength(1);

    // Answered once: a second answer is a conflict, an unknown request a 404.
    expect((await t.call("PUT", `/api/admin/privacy-requests/${listed.id}`, { cookie: owner, body: answer })).status).toBe(409);
    expect((await t.call("PUT", `/api/admin/privacy-requests/${Bun.randomUUIDv7()}`, { cookie: owner, body: answer })).status).toBe(404);
  });

  test("a request of another kind, or without details, is a 400 naming the field", async () => {
    const bad = await t.call("POST", "/api/privacy/requests", { body: { kind: "everything", name: "A", email: "a@b.ca", details: "x" } });
    expect(bad.status).toBe(400);
    const empty = await t.call("POST", "/api/privacy/requests", { body: { kind: "access", name: "A", email: "a@b.ca", details: "" } });
    expect(empty.json.message).toBe("Details is required");
  });
});

describe("the register of confidentiality incidents", () => {
  test("the owner records an incident with who recorded it (audited); the register lists the latest first", async () => {
    const body = {
      occurredAt: "2026-11-02T14:30:00-05:00",
      description: "A laptop with exported invoices was stolen.",
      affected: "Twelve studios: names and addresses.",
      riskOfSeriousInjury: false,
      notified: true,
    };
    const recorded = await t.call<PrivacyIncidentRow>("POST", "/api/admin/privacy-incidents", { cookie: owner, body });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({ ...body, occurredAt: "2026-11-02T19:30:00.000Z", recordedBy: "Admin" });
    const older = await t.call<PrivacyIncidentRow>("POST", "/api/admin/privacy-incidents", {
      cookie: owner,
      body: { ...body, occurredAt: "2026-10-01T09:00:00Z" },
    });
    const list = await t.call<PrivacyIncidentRow[]>("GET", "/api/admin/privacy-incidents", { cookie: owner });
    const ids = list.body.map((i) => i.id);
    expect(ids.indexOf(recorded.body.id)).toBeLessThan(ids.indexOf(older.body.id));
    expect(await auditRows("privacy_incident.recorded")).toHaveLength(2);
    const bad = await t.call("POST", "/api/admin/privacy-incidents", { cookie: owner, body: { ...body, riskOfSeriousInjury: "maybe" } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Risk of serious injury must be true or false");
  });

  test("a coordinator or a bookkeeper reaches none of the privacy screens", async () => {
    for (const role of ["coordinator", "bookkeeper"] as const) {
      const { cookie } = await t.addStaff(role);
      for (const path of ["/api/admin/policies", "/api/admin/settings/privacy", "/api/admin/privacy-requests", "/api/admin/privacy-incidents"]) {
        expect((await t.call("GET", path, { cookie })).status).toBe(403);
      }
    }
  });
});
