import { afterAll, beforeAll, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { logIn, startMarketplace, type Marketplace } from "../../scripts/bench/marketplace.ts";
import { SEED_PASSWORD } from "../../scripts/bench/seed.ts";
import { blankPng } from "../photos.ts";

/**
 * Uploads were read whole into memory, and parallel uploads
 * took the server to 1.7 GB. Now a multipart body streams to disk as it arrives.
 * 50 parallel 10 MB uploads (all admitted at once: the concurrency caps are raised
 * for this test) against the real server process keep its peak RSS under 300 MB.
 */

const ARTISTS = 50;
const MB = 1024 * 1024;

let market: Marketplace;
let artists: { cookie: string; name: string; email: string }[];

beforeAll(async () => {
  market = await startMarketplace({
    counts: { approvedArtists: ARTISTS, pendingArtists: 0, clients: 1, jobs: 1 },
    env: { UPLOAD_CONCURRENCY: "64", UPLOAD_CONCURRENCY_PER_USER: "64" },
  });
  artists = await Promise.all(
    market.seeded.approvedArtistEmails.slice(0, ARTISTS).map(async (email, i) => {
      const cookie = await logIn(market.server.url, email, SEED_PASSWORD, `198.51.${100 + Math.floor(i / 5)}.${i + 10}`);
      const profile = (await (await fetch(`${market.server.url}/api/artist/profile`, { headers: { cookie } })).json()) as { response: { user: string } };
      return { cookie, name: profile.response.user, email };
    }),
  );
}, 180_000);

afterAll(() => market?.close(), 60_000);

/** Peak resident set of a process (VmHWM), in bytes. */
function peakRss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmHWM:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1]) * 1024;
}

/** Starts the peak over from what the process holds now (Linux: 5 in clear_refs). */
const resetPeakRss = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, "5");

test("the two hostile PNGs as headshots: refused from their header, the server growing by less than 64 MB (decoded, 440 and 407 MB)", async () => {
  const pid = market.server.proc.pid;
  resetPeakRss(pid);
  const before = peakRss(pid);
  const sent = [
    [blankPng(1, 59_000_000), 413, "Headshot is 1 × 59,000,000 pixels: a picture may be at most 12,000 pixels on a side"],
    [blankPng(7745, 7745), 413, "Headshot must be at most 24 megapixels"],
  ] as const;
  const replies = await Promise.all(
    sent.map(async ([png], i) => {
      const artist = artists[i]!;
      const form = new FormData();
      form.set("name", artist.name);
      form.set("email", artist.email);
      form.set("headshot", new File([png], "headshot.png", { type: "image/png" }));
      const res = await fetch(`${market.server.url}/api/artist/update`, { method: "PUT", headers: { cookie: artist.cookie }, body: form });
      return [res.status, ((await res.json()) as { message: string }).message];
    }),
  );
  expect(replies).toEqual(sent.map(([, status, message]) => [status, message]));
  const peak = peakRss(pid);
  console.log(`server peak RSS ${Math.round(before / MB)} MB before, ${Math.round(peak / MB)} MB after the two hostile PNGs`);
  expect(peak - before).toBeLessThan(64 * MB);
});

test("50 parallel 10 MB uploads: every one stored, the server growing by less than 200 MB (buffered, they are 500 MB)", async () => {
  // A PDF of exactly 10 MB (the resume limit).
  const pdf = new Uint8Array(10 * MB);
  pdf.set(new TextEncoder().encode("%PDF-1.7\n"));
  const before = peakRss(market.server.proc.pid);

  // One each: a profile change starts the artist's session again.
  const uploads = artists.map(async (artist) => {
    const form = new FormData();
    form.set("name", artist.name);
    form.set("email", artist.email);
    form.set("resume", new File([pdf], "resume.pdf", { type: "application/pdf" }));
    const res = await fetch(`${market.server.url}/api/artist/update`, { method: "PUT", headers: { cookie: artist.cookie }, body: form });
    return { status: res.status, body: (await res.json()) as { status: boolean; message: string } };
  });
  const replies = await Promise.all(uploads);

  expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
  const peak = peakRss(market.server.proc.pid);
  console.log(`server peak RSS ${Math.round(before / MB)} MB before, ${Math.round(peak / MB)} MB after 50 parallel 10 MB uploads`);
  // Measured from the server's own start: what it holds before (libraries, caches) grows with features, the uploads' share must not.
  expect(peak - before).toBeLessThan(200 * MB);
}, 120_000);
