import { join } from "node:path";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../src/platform/db/client.ts";
import {
  appMeta,
  artistAvailabilities,
  artistAvailabilityLinks,
  artists,
  artistStyleLinks,
  artistStyles,
  artistTypeLinks,
  artistTypes,
  clients,
  faqEntries,
  jobs,
  services,
  termsAcceptances,
  testimonials,
  users,
} from "./schema.ts";
import { ARTIST_STYLES, ARTIST_TYPES, AVAILABILITIES, DEMO_JOBS, FAQ, SERVICES, TESTIMONIALS } from "./seed-data.ts";
import type { FileStore } from "../src/platform/storage/file-store.ts";
import type { Province } from "../src/platform/contract/places.ts";
import { keptPicture } from "../src/platform/storage/pictures.ts";
import type { CheckedUpload } from "../src/platform/storage/uploads.ts";
import { projectPath } from "../src/platform/runtime-files.ts";

const ASSETS = projectPath("db", "seed-assets");

/** Demo accounts share this password; README lists them. Turn demo data off with SEED_DEMO=0. */
export const DEMO_PASSWORD = "dance-demo-2026";
export const DEMO_STUDIO_EMAIL = "studio@demo.dancelink.ca";

interface DemoArtist {
  file: string;
  name: string;
  email: string;
  bio: string;
  styles: string[];
  types: string[];
  experience: string;
  /** Where the artist lives: the demo roster spreads over Canadian cities. */
  city: string;
  province: Province;
  travelKm: number | null;
}

const CATALOG_SEEDED = "catalog_seeded";
const CATALOG_FRENCH_SEEDED = "catalog_french_seeded";
const FAQ_SEEDED = "faq_seeded";
const DEMO_SEEDED = "demo_seeded";

/**
 * Runs `step` once per database: the marker row is claimed in the same
 * transaction, so concurrent starts seed once and an emptied list stays empty.
 */
async function once(db: Database, key: string, step: (tx: Transaction) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(appMeta).values({ key, value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (claimed.length) await step(tx);
    return claimed.length > 0;
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const hasRun = async (db: Database, key: string) => (await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key)).limit(1)).length > 0;

/**
 * Gives the catalog items of an installation seeded before the French fields
 * (migration 0011) their French texts: each seeded item still under its English
 * name whose French field is empty. Once per database, like the catalog, so a
 * French text the admin cleared later stays cleared.
 */
async function fillFrench(tx: Transaction): Promise<void> {
  const empty = (column: AnyPgColumn) => or(isNull(column), sql`trim(${column}) = ''`);
  for (const [table, items] of [
    [artistStyles, ARTIST_STYLES],
    [artistTypes, ARTIST_TYPES],
    [artistAvailabilities, AVAILABILITIES],
    [services, SERVICES],
  ] as const) {
    for (const item of items)
      await tx
        .update(table)
        .set({ nameFr: item.nameFr })
        .where(and(eq(table.name, item.name), empty(table.nameFr)));
  }
  for (const t of TESTIMONIALS) {
    const mine = and(eq(testimonials.name, t.name), eq(testimonials.designation, t.designation));
    await tx
      .update(testimonials)
      .set({ designationFr: t.designationFr })
      .where(and(mine, empty(testimonials.designationFr)));
    await tx
      .update(testimonials)
      .set({ descriptionFr: t.descriptionFr })
      .where(and(mine, eq(testimonials.description, t.description), empty(testimonials.descriptionFr)));
  }
}

/**
 * Fills an empty database with the catalog, and (with `demo`) demo artists, a demo
 * studio and its jobs, so a new installation shows a living site. Running it again
 * changes nothing: each part is seeded only while it is absent. `termsVersion` is the
 * agreement in force, which the demo accounts have accepted.
 */
export async function seed(db: Database, files: FileStore, options: { demo: boolean; termsVersion: number; today?: Date }) {
  await once(db, CATALOG_SEEDED, async (tx) => {
    const ordered = <T>(items: T[]) => items.map((item, sortOrder) => ({ ...item, sortOrder }));
    await tx.insert(artistStyles).values(ordered(ARTIST_STYLES));
    await tx.insert(artistTypes).values(ordered(ARTIST_TYPES));
    await tx.insert(artistAvailabilities).values(ordered(AVAILABILITIES));
    await tx.insert(services).values(ordered(SERVICES));
    await tx.insert(testimonials).values(ordered(TESTIMONIALS));
  });
  await once(db, CATALOG_FRENCH_SEEDED, fillFrench);
  // Its own marker, so an installation seeded before the FAQ was editable gets it too, once.
  await once(db, FAQ_SEEDED, async (tx) => {
    await tx.insert(faqEntries).values(FAQ.map((entry, sortOrder) => ({ ...entry, sortOrder })));
  });
  if (options.demo) await seedDemo(db, files, options.today ?? new Date(), options.termsVersion);
}

async function seedDemo(db: Database, files: FileStore, today: Date, termsVersion: number) {
  if (await hasRun(db, DEMO_SEEDED)) return;

  const passwordHash = await Bun.password.hash(DEMO_PASSWORD, { algorithm: "argon2id" });
  // The demo's accounts count as verified: the demo shows no "confirm your e-mail" banner.
  const verified = new Date();
  const demoArtists = (await Bun.file(join(ASSETS, "artists.json")).json()) as DemoArtist[];
  const idsByName = async (table: typeof artistStyles) => new Map((await db.select({ id: table.id, name: table.name }).from(table)).map((r) => [r.name, r.id]));
  const [styleIds, typeIds, availabilityIds] = await Promise.all([idsByName(artistStyles), idsByName(artistTypes), idsByName(artistAvailabilities)]);
  const privateDocument = await Bun.file(join(ASSETS, "demo-document.pdf")).bytes();
  // Kept as an uploaded headshot is (src/platform/storage/pictures.ts), each picture once: artists share them.
  const keptHeadshots = new Map(
    await Promise.all(
      [...new Set(demoArtists.map((a) => a.file))].map(
        async (file) => [file, await keptPicture(Bun.file(join(ASSETS, "headshots", `${file}.jpg`)), "headshot")] as const,
      ),
    ),
  );

  const storeKept = (kept: CheckedUpload) => files.put("public", kept.data, kept.mime, kept.extension);

  // Files first: the rows below must only ever point at stored files.
  const stored = await Promise.all(
    demoArtists.map(async (a) => ({
      headshot: await storeKept(keptHeadshots.get(a.file)!),
      resume: await files.put("public", await Bun.file(join(ASSETS, "resumes", `${a.file}.pdf`)).bytes(), "application/pdf", "pdf"),
      directDeposit: await files.put("private", privateDocument, "application/pdf", "pdf"),
      letters: [
        await files.put("private", privateDocument, "application/pdf", "pdf"),
        await files.put("private", privateDocument, "application/pdf", "pdf"),
      ] as [string, string],
    })),
  );

  const storedKeys = stored.flatMap((f) => [f.headshot, f.resume, f.directDeposit, ...f.letters]);
  let claimed = false;
  try {
    claimed = await once(db, DEMO_SEEDED, async (tx) => {
      const artistIds: string[] = [];
      const userIds: string[] = [];
      for (const [i, a] of demoArtists.entries()) {
        const [user] = await tx
          .insert(users)
          .values({ name: a.name, email: a.email, role: "artist", passwordHash, emailVerifiedAt: verified })
          .returning({ id: users.id });
        userIds.push(user!.id);
        const f = stored[i]!;
        const [artist] = await tx
          .insert(artists)
          .values({
            userId: user!.id,
            bio: a.bio,
            experience: a.experience,
            city: a.city,
            province: a.province,
            travelKm: a.travelKm,
            status: "approved",
            headshotKey: f.headshot,
            resumeKey: f.resume,
            directDepositKey: f.directDeposit,
            referenceLetterKeys: f.letters,
          })
          .returning({ id: artists.id });
        artistIds.push(artist!.id);
        const styleLinks = a.styles.flatMap((s) => (styleIds.has(s) ? [{ artistId: artist!.id, styleId: styleIds.get(s)! }] : []));
        const typeLinks = a.types.flatMap((t) => (typeIds.has(t) ? [{ artistId: artist!.id, typeId: typeIds.get(t)! }] : []));
        const availabilityLinks = [...availabilityIds.values()]
          .filter((_, k) => (k + i) % 3 !== 0)
          .map((availabilityId) => ({ artistId: artist!.id, availabilityId }));
        if (styleLinks.length) await tx.insert(artistStyleLinks).values(styleLinks);
        if (typeLinks.length) await tx.insert(artistTypeLinks).values(typeLinks);
        if (availabilityLinks.length) await tx.insert(artistAvailabilityLinks).values(availabilityLinks);
      }

      const [studioUser] = await tx
        .insert(users)
        .values({ name: "Claire Dubois", email: DEMO_STUDIO_EMAIL, role: "client", passwordHash, emailVerifiedAt: verified })
        .returning({ id: users.id });
      const [client] = await tx
        .insert(clients)
        .values({
          userId: studioUser!.id,
          studioName: "Pointe & Poise Academy",
          studioDirector: "Claire Dubois",
          address: "401 Richmond St W, Toronto, ON",
          contactNumber: "+1 416 555 0142",
          province: "ON",
        })
        .returning({ id: clients.id });
      // The demo's people accepted the agreement in force: a visit starts on the dashboard, not on the consent screen.
      await tx.insert(termsAcceptances).values([...userIds, studioUser!.id].map((userId) => ({ userId, version: termsVersion })));

      const day = (offset: number) => {
        const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset));
        return d.toISOString().slice(0, 10);
      };
      await tx.insert(jobs).values(
        DEMO_JOBS.map((j, k) => ({
          clientId: client!.id,
          studioName: "Pointe & Poise Academy",
          style: j.style,
          rate: j.rate,
          city: j.city,
          postalCode: j.postalCode,
          address: j.address,
          description: j.description,
          startDate: day(j.startIn),
          endDate: day(j.startIn + j.days - 1),
          startTime: j.startTime,
          endTime: j.endTime,
          // The first demo booking is already confirmed, so both dashboards show one.
          ...(k === 0 ? { status: "confirmed" as const, confirmedArtistId: artistIds[0]!, confirmedAt: today } : {}),
        })),
      );
    });
  } finally {
    // Another instance seeded first, or the rows failed: the files would be orphans.
    if (!claimed) await Promise.all(storedKeys.map((key) => files.delete(key)));
  }
}
