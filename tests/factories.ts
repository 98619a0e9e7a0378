import { eq } from "drizzle-orm";
import type { Database } from "../src/platform/db/client.ts";
import { artistAvailabilities, artistAvailabilityLinks, artists, artistStyleLinks, artistStyles, artistTypeLinks, artistTypes, users } from "../db/schema.ts";

/**
 * An artist row with its user, straight into the database (for tests that are not
 * about applying). With `userId`, the profile of that existing account (e.g. one
 * that signed up through the API, so it can log in).
 */
export async function insertArtist(
  db: Database,
  options: {
    name?: string;
    status?: "pending" | "approved" | "rejected";
    styles?: string[];
    types?: string[];
    availabilities?: string[];
    bio?: string;
    userId?: string;
    /** Where the artist lives. */
    place?: Pick<typeof artists.$inferInsert, "city" | "province" | "travelKm">;
    /** The visible reviews' summed ratings and count, as the reviews keep them. */
    ratings?: { sum: number; count: number };
    createdAt?: Date;
  } = {},
) {
  const [user] = options.userId
    ? await db.select().from(users).where(eq(users.id, options.userId))
    : await db
        .insert(users)
        .values({
          name: options.name ?? "Test Artist",
          email: `artist-${Bun.randomUUIDv7()}@test.local`,
          role: "artist",
          passwordHash: "not-a-login",
        })
        .returning();
  const [artist] = await db
    .insert(artists)
    .values({
      userId: user!.id,
      bio: options.bio ?? "Teaches with joy.",
      experience: "5-10years",
      status: options.status ?? "approved",
      headshotKey: `public/${Bun.randomUUIDv7()}.jpg`,
      resumeKey: `public/${Bun.randomUUIDv7()}.pdf`,
      directDepositKey: `private/${Bun.randomUUIDv7()}.pdf`,
      referenceLetterKeys: [`private/${Bun.randomUUIDv7()}.pdf`, `private/${Bun.randomUUIDv7()}.pdf`],
      ...options.place,
      ratingSum: options.ratings?.sum,
      reviewCount: options.ratings?.count,
      createdAt: options.createdAt,
    })
    .returning();
  for (const name of options.styles ?? []) {
    const [style] = await db.select().from(artistStyles).where(eq(artistStyles.name, name));
    await db.insert(artistStyleLinks).values({ artistId: artist!.id, styleId: style!.id });
  }
  for (const name of options.types ?? []) {
    const [type] = await db.select().from(artistTypes).where(eq(artistTypes.name, name));
    await db.insert(artistTypeLinks).values({ artistId: artist!.id, typeId: type!.id });
  }
  for (const name of options.availabilities ?? []) {
    const [availability] = await db.select().from(artistAvailabilities).where(eq(artistAvailabilities.name, name));
    await db.insert(artistAvailabilityLinks).values({ artistId: artist!.id, availabilityId: availability!.id });
  }
  return { user: user!, artist: artist! };
}
