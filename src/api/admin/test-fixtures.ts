import { inArray } from "drizzle-orm";
import { artists, artistStyleLinks, artistStyles, clients, jobApplications, jobs } from "../../../db/schema.ts";
import type { TestApp } from "../../../tests/harness.ts";

/**
 * Rows the admin's screens work on, inserted directly: the artist and client
 * endpoints that create them are other areas' work and tested there.
 */

const pdf = new TextEncoder().encode("%PDF-1.4\n% test document\n");
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

export async function makeArtist(
  t: TestApp,
  options: { status?: "pending" | "approved" | "rejected"; styles?: string[]; name?: string } = {},
) {
  const account = await t.signUp("artist", options.name);
  const put = (data: Uint8Array, visibility: "public" | "private", type: string, ext: string) => t.deps.files.put(visibility, data, type, ext);
  const [artist] = await t.db
    .insert(artists)
    .values({
      userId: account.user.userId,
      bio: "Classically trained, ten years of teaching.",
      experience: "5-10years",
      status: options.status ?? "approved",
      headshotKey: await put(jpeg, "public", "image/jpeg", "jpg"),
      resumeKey: await put(pdf, "public", "application/pdf", "pdf"),
      directDepositKey: await put(pdf, "private", "application/pdf", "pdf"),
      referenceLetterKeys: [await put(pdf, "private", "application/pdf", "pdf"), await put(pdf, "private", "application/pdf", "pdf")],
    })
    .returning();
  const styles = options.styles ?? ["Ballet"];
  if (styles.length) {
    const rows = await t.db.select({ id: artistStyles.id }).from(artistStyles).where(inArray(artistStyles.name, styles));
    await t.db.insert(artistStyleLinks).values(rows.map((s) => ({ artistId: artist!.id, styleId: s.id })));
  }
  return { ...account, artistId: artist!.id };
}

export async function makeClient(t: TestApp, studioName = "Studio Allegro") {
  const account = await t.signUp("client");
  const [client] = await t.db
    .insert(clients)
    .values({ userId: account.user.userId, studioName, studioDirector: "Ana Ruiz", address: "12 King St, Toronto", contactNumber: "416 555 0100" })
    .returning();
  return { ...account, clientId: client!.id };
}

/** A date `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function makeJob(t: TestApp, clientId: string, fields: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await t.db
    .insert(jobs)
    .values({
      clientId,
      studioName: "Studio Allegro",
      style: "Ballet",
      rate: 55,
      city: "Toronto",
      postalCode: "M5V 2T6",
      address: "12 King St",
      description: "Saturday ballet classes",
      startDate: inDays(7),
      endDate: inDays(14),
      startTime: "09:00",
      endTime: "12:30",
      ...fields,
    })
    .returning();
  return job!;
}

export async function optIn(t: TestApp, jobId: string, artistId: string, note = "") {
  await t.db.insert(jobApplications).values({ jobId, artistId, note });
}
