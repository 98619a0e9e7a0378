import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, ne, sql } from "drizzle-orm";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../tests/harness.ts";
import { seed, DEMO_PASSWORD, DEMO_STUDIO_EMAIL } from "./seed.ts";
import { ARTIST_STYLES, ARTIST_TYPES, AVAILABILITIES, FAQ, SERVICES, TESTIMONIALS } from "./seed-data.ts";
import * as schema from "./schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: "1" } });
}, BOOT_TIMEOUT);
afterAll(() => t.close());

const TABLES = {
  users: schema.users,
  artists: schema.artists,
  clients: schema.clients,
  jobs: schema.jobs,
  services: schema.services,
  testimonials: schema.testimonials,
  artistStyles: schema.artistStyles,
  artistTypes: schema.artistTypes,
  artistAvailabilities: schema.artistAvailabilities,
  artistStyleLinks: schema.artistStyleLinks,
  faqEntries: schema.faqEntries,
};

async function counts() {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = row!.n;
  }
  return out;
}

describe("seed", () => {
  test("a first start shows a living site: at least 12 approved demo artists, a studio and its jobs", async () => {
    const roster = await t.call<{ user: string; headshotUrl: string; artistStyle: string[] }[]>("GET", "/api/artist/all-list");
    expect(roster.body.length).toBeGreaterThanOrEqual(12);
    for (const a of roster.body) expect(a.artistStyle.length).toBeGreaterThan(0);
    const headshot = await t.request("GET", roster.body[0]!.headshotUrl);
    expect(headshot.status).toBe(200);
    expect(headshot.headers.get("content-type")).toBe("image/webp");
    const c = await counts();
    expect(c.clients).toBe(1);
    expect(c.jobs).toBeGreaterThanOrEqual(5);
    expect(c.services).toBe(7);
  });

  test("the demo studio can log in with the documented password", async () => {
    const { user } = await t.logIn(DEMO_STUDIO_EMAIL, DEMO_PASSWORD);
    expect(user.role).toBe("client");
  });

  test("demo resumes are served as PDFs", async () => {
    const roster = await t.call<{ id: string }[]>("GET", "/api/artist/all-list");
    const detail = await t.call<{ resumeUrl: string }>("GET", `/api/artist/artist-detail/${roster.body[0]!.id}`);
    const resume = await t.request("GET", detail.body.resumeUrl);
    expect(resume.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await resume.bytes()).slice(0, 5))).toBe("%PDF-");
  });

  test("demo accounts are verified and have accepted the agreement in force (no banner, no consent screen in the demo)", async () => {
    const demo = await t.db
      .select({ id: schema.users.id, email: schema.users.email, verified: schema.users.emailVerifiedAt })
      .from(schema.users)
      .where(ne(schema.users.role, "admin"));
    expect(demo.length).toBeGreaterThan(1);
    expect(demo.filter((u) => u.verified === null)).toEqual([]);
    const { cookie } = await t.logIn(DEMO_STUDIO_EMAIL, DEMO_PASSWORD);
    const me = await t.call<{ termsVersion: number; acceptedTermsVersion: number | null }>("GET", "/api/auth/me", { cookie });
    expect(me.body).toMatchObject({ emailVerified: true, acceptedTermsVersion: me.body.termsVersion });
    const accepted = new Set((await t.db.select({ userId: schema.termsAcceptances.userId }).from(schema.termsAcceptances)).map((row) => row.userId));
    expect(demo.filter((u) => !accepted.has(u.id))).toEqual([]);
  });

  test("is idempotent: running it again adds nothing", async () => {
    const before = await counts();
    await seed(t.db, t.deps.files, { demo: true, termsVersion: 1 });
    await seed(t.db, t.deps.files, { demo: true, termsVersion: 1 });
    expect(await counts()).toEqual(before);
  });

  test("ships French for every catalog item, different from the English where it reads differently", async () => {
    for (const item of [...ARTIST_STYLES, ...ARTIST_TYPES, ...AVAILABILITIES, ...SERVICES]) expect(item.nameFr.trim()).not.toBe("");
    for (const item of TESTIMONIALS) {
      expect(item.designationFr.trim()).not.toBe("");
      expect(item.descriptionFr).not.toBe(item.description);
    }
    expect(SERVICES.map((s) => s.nameFr)).toEqual([
      "Suppléance",
      "Contrats annuels",
      "Ateliers",
      "Camps et stages intensifs",
      "Jugement de compétitions",
      "Chorégraphie",
      "Personnel promotionnel",
    ]);
    const stored = await t.db.select({ name: schema.services.name, nameFr: schema.services.nameFr }).from(schema.services);
    expect(stored).toEqual(SERVICES.map(({ name, nameFr }) => ({ name, nameFr })));
    for (const table of [schema.artistStyles, schema.artistTypes, schema.artistAvailabilities]) {
      const rows = await t.db.select({ nameFr: table.nameFr }).from(table);
      for (const row of rows) expect(row.nameFr).toBeTruthy();
    }
    const said = await t.db.select().from(schema.testimonials);
    for (const row of said) expect(row.designationFr && row.descriptionFr).toBeTruthy();
  });

  test("a database seeded before the French fields gets them where empty, once: a French text cleared later stays cleared", async () => {
    const style = eq(schema.artistStyles.name, "Tap");
    const service = eq(schema.services.name, "Workshops");
    const quote = eq(schema.testimonials.name, TESTIMONIALS[0]!.name);
    const forget = async () => {
      await t.db.update(schema.artistStyles).set({ nameFr: null }).where(style);
      await t.db.update(schema.services).set({ nameFr: "" }).where(service);
      await t.db.update(schema.testimonials).set({ designationFr: null, descriptionFr: null }).where(quote);
    };
    await forget();
    // An admin-written French text is kept.
    await t.db.update(schema.artistTypes).set({ nameFr: "Chorégraphe invité" }).where(eq(schema.artistTypes.name, "Choreographer"));
    await t.db.delete(schema.appMeta).where(eq(schema.appMeta.key, "catalog_french_seeded"));
    const before = await counts();
    await seed(t.db, t.deps.files, { demo: true, termsVersion: 1 });
    expect(await counts()).toEqual(before);
    expect((await t.db.select().from(schema.artistStyles).where(style))[0]!.nameFr).toBe("Claquettes");
    expect((await t.db.select().from(schema.services).where(service))[0]!.nameFr).toBe("Ateliers");
    expect((await t.db.select().from(schema.testimonials).where(quote))[0]).toMatchObject({
      designationFr: TESTIMONIALS[0]!.designationFr,
      descriptionFr: TESTIMONIALS[0]!.descriptionFr,
    });
    expect((await t.db.select().from(schema.artistTypes).where(eq(schema.artistTypes.name, "Choreographer")))[0]!.nameFr).toBe("Chorégraphe invité");

    await forget();
    await seed(t.db, t.deps.files, { demo: true, termsVersion: 1 });
    expect((await t.db.select().from(schema.artistStyles).where(style))[0]!.nameFr).toBeNull();
  });

  test("the FAQ: seeded in order with its French; an installation from before it gets it once, and one the agency emptied stays empty", async () => {
    const questions = () => t.db.select().from(schema.faqEntries).orderBy(schema.faqEntries.sortOrder);
    expect((await questions()).map(({ question, answer, questionFr, answerFr }) => ({ question, answer, questionFr, answerFr }))).toEqual(FAQ);
    for (const entry of FAQ) expect(entry.questionFr && entry.answerFr).toBeTruthy();

    // An installation seeded before the FAQ was editable: no FAQ rows, no marker.
    await t.db.delete(schema.faqEntries);
    await t.db.delete(schema.appMeta).where(eq(schema.appMeta.key, "faq_seeded"));
    await seed(t.db, t.deps.files, { demo: true, termsVersion: 1 });
    expect((await questions()).map((row) => row.question)).toEqual(FAQ.map((entry) => entry.question));
    await seed(t.db, t.deps.files, { demo: true, termsVersion: 1 });
    expect((await counts()).faqEntries).toBe(FAQ.length);

    await t.db.delete(schema.faqEntries);
    await seed(t.db, t.deps.files, { demo: true, termsVersion: 1 });
    expect((await counts()).faqEntries).toBe(0);
  });

  test("a list the agency emptied stays empty after a restart", async () => {
    await t.db.delete(schema.testimonials);
    await seed(t.db, t.deps.files, { demo: true, termsVersion: 1 });
    expect((await counts()).testimonials).toBe(0);
  });
});
