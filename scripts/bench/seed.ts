import { join } from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "../../db/schema.ts";
import { loadConfig } from "../../src/platform/config.ts";
import type { Province } from "../../src/platform/contract/places.ts";
import { today } from "../../src/features/jobs/jobs.ts";
import { createFileStore } from "../../src/platform/storage/index.ts";
import { keptPicture } from "../../src/platform/storage/pictures.ts";

const { users, artists, artistStyles, artistTypes, artistAvailabilities, artistStyleLinks, artistTypeLinks, artistAvailabilityLinks, clients, jobs } = schema;

/** Every seeded account shares this password. */
export const SEED_PASSWORD = "bench-password-1";

export interface SeedCounts {
  approvedArtists: number;
  /** Applications waiting for the agency: the roster must leave them out. */
  pendingArtists: number;
  clients: number;
  jobs: number;
}

export const FULL_SEED: SeedCounts = { approvedArtists: 2_000, pendingArtists: 100, clients: 200, jobs: 20_000 };

export interface SeededMarketplace {
  /** Approved artists' emails (each has at least one style, so jobs are offered to them). */
  approvedArtistEmails: string[];
  pendingArtistEmails: string[];
  clientEmails: string[];
  styles: string[];
}

export const FIRST = ["Amelia", "Noah", "Chloé", "Liam", "Maya", "Ethan", "Sofia", "Lucas", "Zoé", "Owen", "Ava", "Mateo", "Léa", "Jack", "Isla", "Kai"];
export const LAST = ["Tremblay", "Gagnon", "Roy", "Singh", "Chen", "Martin", "Wilson", "Côté", "Nguyen", "Patel", "Campbell", "Lee", "Bouchard", "Ahmed"];
/** City, postal code (of jobs) and province (of artists). */
export const CITIES: [string, string, Province][] = [
  ["Toronto", "M5V 2T6", "ON"],
  ["Montréal", "H2X 1Y4", "QC"],
  ["Vancouver", "V6B 1A1", "BC"],
  ["Calgary", "T2P 1J9", "AB"],
  ["Ottawa", "K1P 5G4", "ON"],
  ["Halifax", "B3J 1S9", "NS"],
  ["Québec", "G1R 4P5", "QC"],
  ["Winnipeg", "R3C 4T3", "MB"],
];
const TRAVEL_KM = [null, 10, 25, 50, 100, 250];
const EXPERIENCE = ["less than 1 year", "1-3years", "5-10years", "more than 10 years"];
const ROWS_PER_INSERT = 1_000;

/** A deterministic pseudo-random sequence, so two runs seed the same shapes. */
function sequence(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    some: <T>(list: readonly T[], max: number): T[] => {
      const count = 1 + Math.floor(next() * max);
      return [...new Set(Array.from({ length: count }, () => list[Math.floor(next() * list.length)]!))];
    },
  };
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

const day = (offset: number) => {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/**
 * Fills a migrated, catalog-seeded database with a marketplace at scale, with
 * multi-row inserts: approved and pending artists (style, type and availability
 * links; headshots pointing at a few real stored files), clients and their jobs
 * (mostly pending and upcoming, some confirmed, completed or cancelled).
 */
export async function seedMarketplace(databaseUrl: string, dataDir: string, counts: SeedCounts): Promise<SeededMarketplace> {
  const sql = postgres(databaseUrl, { max: 4, onnotice: () => {} });
  const db = drizzle({ client: sql, schema });
  const random = sequence(42);
  try {
    const files = createFileStore(loadConfig({ DATA_DIR: dataDir }));
    const assets = join(import.meta.dir, "..", "..", "db", "seed-assets");
    const headshots = await Promise.all(
      [...new Bun.Glob("*.jpg").scanSync(join(assets, "headshots"))]
        .sort()
        // As an uploaded headshot is kept (src/platform/storage/pictures.ts): a server started on this database has none left to keep.
        .map(async (name) => {
          const kept = await keptPicture(Bun.file(join(assets, "headshots", name)), "headshot");
          return files.put("public", kept.data, kept.mime, kept.extension);
        }),
    );
    if (headshots.length === 0) throw new Error("no headshots in db/seed-assets/headshots");
    const document = await Bun.file(join(assets, "demo-document.pdf")).bytes();
    const resume = await files.put("public", document, "application/pdf", "pdf");
    const privateDocument = await files.put("private", document, "application/pdf", "pdf");
    const passwordHash = await Bun.password.hash(SEED_PASSWORD, { algorithm: "argon2id" });

    const ids = async (table: typeof artistStyles) => db.select({ id: table.id, name: table.name }).from(table);
    const [styles, types, availabilities] = await Promise.all([ids(artistStyles), ids(artistTypes), ids(artistAvailabilities)]);
    if (styles.length === 0) throw new Error("the catalog is not seeded (start the server on the database first)");

    const total = counts.approvedArtists + counts.pendingArtists;
    const artistUsers = Array.from({ length: total }, (_, i) => ({
      id: Bun.randomUUIDv7(),
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      email: `artist-${i}@bench.dancelink.test`,
      role: "artist" as const,
      passwordHash,
    }));
    const artistRows = artistUsers.map((u, i) => {
      const [city, , province] = random.pick(CITIES);
      return {
        id: Bun.randomUUIDv7(),
        userId: u.id,
        bio: `${u.name} teaches and performs across Canada.`,
        city,
        province,
        travelKm: random.pick(TRAVEL_KM),
        experience: random.pick(EXPERIENCE),
        status: i < counts.approvedArtists ? ("approved" as const) : ("pending" as const),
        headshotKey: headshots[i % headshots.length]!,
        resumeKey: resume,
        directDepositKey: privateDocument,
        referenceLetterKeys: [privateDocument, privateDocument] as [string, string],
      };
    });
    await inChunks(artistUsers, (c) => db.insert(users).values(c));
    await inChunks(artistRows, (c) => db.insert(artists).values(c));
    const links = <T>(make: (artistId: string) => T[]) => artistRows.flatMap((a) => make(a.id));
    await inChunks(
      links((artistId) => random.some(styles, 3).map((s) => ({ artistId, styleId: s.id }))),
      (c) => db.insert(artistStyleLinks).values(c),
    );
    await inChunks(
      links((artistId) => random.some(types, 2).map((t) => ({ artistId, typeId: t.id }))),
      (c) => db.insert(artistTypeLinks).values(c),
    );
    await inChunks(
      links((artistId) => random.some(availabilities, 3).map((a) => ({ artistId, availabilityId: a.id }))),
      (c) => db.insert(artistAvailabilityLinks).values(c),
    );

    const clientUsers = Array.from({ length: counts.clients }, (_, i) => ({
      id: Bun.randomUUIDv7(),
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      email: `studio-${i}@bench.dancelink.test`,
      role: "client" as const,
      passwordHash,
    }));
    const clientRows = clientUsers.map((u, i) => {
      const [city] = random.pick(CITIES);
      return {
        id: Bun.randomUUIDv7(),
        userId: u.id,
        studioName: `Studio ${i} ${city}`,
        studioDirector: u.name,
        address: `${100 + i} King St, ${city}`,
        contactNumber: `+1 416 555 ${String(1000 + i).slice(-4)}`,
        province: "ON" as const,
      };
    });
    await inChunks(clientUsers, (c) => db.insert(users).values(c));
    await inChunks(clientRows, (c) => db.insert(clients).values(c));

    const approved = artistRows.slice(0, counts.approvedArtists);
    const jobRows = Array.from({ length: counts.jobs }, () => {
      const client = random.pick(clientRows);
      const [city, postalCode] = random.pick(CITIES);
      const start = random.int(90) - 20;
      const roll = random.int(10);
      const status = roll < 7 ? "pending" : roll < 9 ? "confirmed" : roll === 9 && start < 0 ? "completed" : "cancelled";
      const hour = 9 + random.int(10);
      return {
        id: Bun.randomUUIDv7(),
        clientId: client.id,
        studioName: client.studioName,
        style: random.pick(styles).name,
        rate: 40 + random.int(80),
        city,
        postalCode,
        address: client.address,
        description: "Weekly classes for our intermediate group; bring your own music.",
        startDate: day(start),
        endDate: day(start + random.int(5)),
        startTime: `${String(hour).padStart(2, "0")}:00`,
        endTime: `${String(hour + 2).padStart(2, "0")}:00`,
        status: status as "pending" | "confirmed" | "completed" | "cancelled",
        confirmedArtistId: status === "confirmed" || status === "completed" ? random.pick(approved).id : null,
        confirmedAt: status === "confirmed" || status === "completed" ? new Date() : null,
      };
    });
    await inChunks(jobRows, (c) => db.insert(jobs).values(c));
    // What autovacuum does to a table after a bulk load (it is off on some machines, this one
    // included): statistics for the planner, and the visibility map that lets counts read
    // the index alone instead of every matching row.
    await sql`vacuum analyze`;

    return {
      approvedArtistEmails: artistUsers.slice(0, counts.approvedArtists).map((u) => u.email),
      pendingArtistEmails: artistUsers.slice(counts.approvedArtists).map((u) => u.email),
      clientEmails: clientUsers.map((u) => u.email),
      styles: styles.map((s) => s.name),
    };
  } finally {
    await sql.end();
  }
}
