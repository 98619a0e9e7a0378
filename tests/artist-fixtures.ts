import { expect } from "bun:test";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { Database } from "../src/platform/db/client.ts";
import { clients, jobs, users } from "../db/schema.ts";
import type { LookupItem } from "../src/features/catalogue/catalog.contract.ts";
import { KEY_PATTERN } from "../src/platform/storage/file-store.ts";
import { suiteApp, type TestApp, type TestAppOptions } from "./harness.ts";
import { dayFromToday } from "./job-fixtures.ts";
import { jpeg } from "./photos.ts";

export { dayFromToday };

/**
 * Small files that are what they claim (uploads are checked by magic bytes): a real JPEG of 3x4
 * pixels, as a headshot is decoded and kept as WebP (src/platform/storage/pictures.ts), made from a demo headshot.
 */
export const JPEG_BYTES = await jpeg(3, 4);
export const PNG_BYTES = new Uint8Array(await new Bun.Image(JPEG_BYTES).png().bytes());
export const PDF_BYTES = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

export const jpegFile = (name = "headshot.jpg") => new File([JPEG_BYTES], name, { type: "image/jpeg" });
export const pdfFile = (name = "document.pdf") => new File([PDF_BYTES], name, { type: "application/pdf" });

/** A headshot made of JPEG_BYTES or PNG_BYTES, as it is kept and served: a WebP of 3x4 pixels. */
export async function expectKeptHeadshot(served: Response) {
  expect(served.headers.get("content-type")).toBe("image/webp");
  expect(await new Bun.Image(await served.bytes()).metadata()).toEqual({ width: 3, height: 4, format: "webp" });
}

export interface Lookups {
  styles: LookupItem[];
  types: LookupItem[];
  availabilities: LookupItem[];
}

export async function fetchLookups(t: TestApp): Promise<Lookups> {
  const list = async (path: string) => (await t.call<LookupItem[]>("GET", path)).body;
  return {
    styles: await list("/api/artist-style/list"),
    types: await list("/api/artist-type/list"),
    availabilities: await list("/api/artist-available/list"),
  };
}

/** `suiteApp` with the catalogue's lookups, what most artist-area suites start from. */
export async function suiteAppWithLookups(options: TestAppOptions = {}): Promise<{ t: TestApp; l: Lookups }> {
  const t = await suiteApp(options);
  return { t, l: await fetchLookups(t) };
}

export const styleId = (l: Lookups, name: string) => l.styles.find((s) => s.name === name)!.id;

type Part = string | File | File[] | null;

/**
 * A complete application as the form sends it (SPEC §3), the letters under one
 * field name. `overrides` replace a part; null leaves it out.
 */
export function applicationForm(l: Lookups, overrides: Record<string, Part> = {}): FormData {
  const parts: Record<string, Part> = {
    bio: "Ballet and contemporary teacher, RAD certified, ten years in Toronto studios.",
    experience: "5-10years",
    city: "Toronto",
    province: "ON",
    travelKm: "50",
    artistType: l.types[0]!.id,
    artistStyle: styleId(l, "Ballet"),
    artistAvailable: `${l.availabilities[0]!.id},${l.availabilities[1]!.id}`,
    headshot: jpegFile(),
    resume: pdfFile("resume.pdf"),
    policeCheck: pdfFile("vss.pdf"),
    directDeposit: pdfFile("deposit.pdf"),
    referenceLetter: [pdfFile("letter-1.pdf"), pdfFile("letter-2.pdf")],
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  return form;
}

/** Signs up a new artist and submits its application; returns its session and artist id. */
export async function applyAsNewArtist(t: TestApp, l: Lookups, overrides: Record<string, Part> = {}, name?: string) {
  const account = await t.signUp("artist", name);
  const r = await t.call<{ id: string }>("POST", "/api/artist/add", { cookie: account.cookie, body: applicationForm(l, overrides) });
  if (r.status !== 201) throw new Error(`application failed: ${r.status} ${r.json.message}`);
  return { ...account, artistId: r.body.id };
}

export async function setArtistStatus(t: TestApp, artistId: string, status: "approved" | "rejected") {
  const { cookie } = await t.adminLogin();
  const r = await t.call("PUT", `/api/admin/artists/${artistId}/status`, { cookie, body: { status } });
  if (r.status !== 200) throw new Error(`status change failed: ${r.status} ${r.json.message}`);
}

/** An approved artist of `style` (Ballet by default), ready to receive offers. */
export async function approvedArtist(t: TestApp, l: Lookups, style = "Ballet", name?: string) {
  const artist = await applyAsNewArtist(t, l, { artistStyle: styleId(l, style) }, name);
  await setArtistStatus(t, artist.artistId, "approved");
  return artist;
}

/** A studio (client user and profile) straight in the database: job posting is another area's API. */
export async function insertStudio(db: Database, studioName = "Pointe & Poise Academy") {
  const [user] = await db
    .insert(users)
    .values({ name: "Claire Dubois", email: `studio-${Bun.randomUUIDv7()}@test.local`, passwordHash: "x", role: "client" })
    .returning({ id: users.id });
  const [client] = await db
    .insert(clients)
    .values({ userId: user!.id, studioName, studioDirector: "Claire Dubois", address: "401 Richmond St W", contactNumber: "416 555 0142", province: "ON" })
    .returning({ id: clients.id });
  return { userId: user!.id, clientId: client!.id, studioName };
}

export type JobOverrides = Partial<typeof jobs.$inferInsert>;

/** A pending job of a studio, straight in the database; ends a week from today unless told. */
export async function insertJob(db: Database, clientId: string, overrides: JobOverrides = {}): Promise<string> {
  const [job] = await db
    .insert(jobs)
    .values({
      clientId,
      studioName: "Pointe & Poise Academy",
      style: "Ballet",
      rate: 65,
      city: "Toronto",
      postalCode: "M5V 2T6",
      address: "401 Richmond St W",
      description: "Supply teacher for intermediate ballet.",
      startDate: dayFromToday(6),
      endDate: dayFromToday(7),
      startTime: "16:00",
      endTime: "19:00",
      ...overrides,
    })
    .returning({ id: jobs.id });
  return job!.id;
}

/** Every file key stored under a local FileStore root, e.g. ["private/….pdf", "public/….jpg"]. */
export function storedKeys(uploadsDir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(uploadsDir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return entries
    .map((e) => relative(uploadsDir, join(uploadsDir, e)))
    .filter((k) => KEY_PATTERN.test(k))
    .sort();
}
