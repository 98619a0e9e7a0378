import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { reviews } from "../../../../db/schema.ts";
import { insertJob, insertStudio } from "../../../../tests/artist-fixtures.ts";
import { insertArtist } from "../../../../tests/factories.ts";
import { suiteApp } from "../../../../tests/harness.ts";

const t = await suiteApp();
const studio = await insertStudio(t.db, "Pointe & Poise Academy");

/** A review of `artistId` by the studio, on a completed job of its own. */
async function addReview(artistId: string, rating: number, comment: string) {
  const jobId = await insertJob(t.db, studio.clientId, { status: "completed", confirmedArtistId: artistId });
  const [row] = await t.db.insert(reviews).values({ jobId, artistId, clientId: studio.clientId, rating, comment }).returning({ id: reviews.id });
  return row!.id;
}

async function profile(artistId: string, language = "") {
  const res = await t.request("GET", `${language}/artist/profile/${artistId}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));

test("the profile shows the average with one decimal, the count and the latest reviews, with schema.org AggregateRating", async () => {
  const { artist } = await insertArtist(t.db, { name: "Maya </script> Chen", status: "approved" });
  await addReview(artist.id, 4, "Lovely with beginners.");
  await addReview(artist.id, 5, "Our students adored her.");
  const hidden = await addReview(artist.id, 1, "Rude words the agency hid");
  await t.db.update(reviews).set({ hidden: true, hiddenReason: "Insults" }).where(eq(reviews.id, hidden));
  await t.db.update(reviews).set({ reply: "Thank you, Pointe & Poise!" }).where(eq(reviews.comment, "Our students adored her."));

  const html = await profile(artist.id);
  expect(html).toContain('aria-label="4.5 out of 5, 2 reviews"');
  expect(html).toContain(">4.5</span>");
  expect(html).toContain("Our students adored her.");
  expect(html).toContain("Lovely with beginners.");
  expect(html).toContain("Thank you, Pointe &amp; Poise!");
  expect(html).not.toContain("Rude words");
  // Newest first.
  expect(html.indexOf("Our students adored her.")).toBeLessThan(html.indexOf("Lovely with beginners."));
  const [person, ...others] = jsonLd(html);
  expect(others).toEqual([]);
  expect(person).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Person",
    name: "Maya </script> Chen",
    aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
  });
  // The name's "</script>" could not end the block early.
  expect(html).toContain("Maya \\u003c/script> Chen");

  const french = await profile(artist.id, "/fr");
  expect(french).toContain('aria-label="4,5 sur 5, 2 avis"');
  expect(french).toContain("Réponse de Maya");
});

test("without a visible review: 'No reviews yet.' and no AggregateRating", async () => {
  const { artist } = await insertArtist(t.db, { name: "Léa Tremblay", status: "approved" });
  const only = await addReview(artist.id, 2, "Hidden one");
  await t.db.update(reviews).set({ hidden: true, hiddenReason: "Spam" }).where(eq(reviews.id, only));
  const html = await profile(artist.id);
  expect(html).toContain("No reviews yet.");
  // The artist is still described, without a rating.
  const [person] = jsonLd(html);
  expect(person["@type"]).toBe("Person");
  expect(person.aggregateRating).toBeUndefined();
  expect(html).not.toContain("Hidden one");
});
