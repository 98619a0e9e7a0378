import { describe, expect, test } from "bun:test";
import { applicationForm, fetchLookups, jpegFile } from "../artist-fixtures.ts";
import { STUDIO_PROFILE } from "../job-fixtures.ts";
import { suiteApp } from "../harness.ts";

/**
 * `PUT /api/client/update` with another person's e-mail says
 * it is taken, so unthrottled it told anyone which e-mails have an account. The
 * account-level calls (studio profile, artist application and profile) are
 * throttled per user, whatever address the calls come from.
 */

const LIMIT = 3;
const t = await suiteApp({ rateLimits: { account: { limit: LIMIT, windowMs: 60_000 } } });

const studio = STUDIO_PROFILE;

describe("account-level calls are throttled per user", () => {
  test("probing e-mails through the studio profile: a 429 envelope with Retry-After after the limit, from any address", async () => {
    const prober = await t.signUp("client");
    const someone = await t.signUp("client");
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await t.request("PUT", "/api/client/update", {
        cookie: prober.cookie,
        headers: { "x-forwarded-for": `203.0.113.${i}` },
        body: { ...studio, name: "Prober", email: i === 0 ? someone.email : `guess-${i}@test.local` },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await res.json()).toEqual({ status: false, message: "Too many account changes, please try again in a few minutes", response: null });
      }
    }
    // No studio profile yet: 404s, then refused before the e-mail is even looked at.
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
    // Another user has their own allowance.
    const other = await t.call("POST", "/api/client/add", { cookie: someone.cookie, body: studio });
    expect(other.status).toBe(201);
  });

  test("the studio profile's creation and the artist's application and profile count too", async () => {
    const client = await t.signUp("client");
    const clientStatuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) clientStatuses.push((await t.request("POST", "/api/client/add", { cookie: client.cookie, body: studio })).status);
    expect(clientStatuses).toEqual([201, 409, 409, 429]);

    const lookups = await fetchLookups(t);
    const artist = await t.signUp("artist");
    const artistStatuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      artistStatuses.push((await t.request("POST", "/api/artist/add", { cookie: artist.cookie, body: applicationForm(lookups) })).status);
    const update = new FormData();
    update.append("name", "Renamed");
    update.append("email", artist.email);
    update.append("headshot", jpegFile());
    artistStatuses.push((await t.request("PUT", "/api/artist/update", { cookie: artist.cookie, body: update })).status);
    expect(artistStatuses).toEqual([201, 409, 409, 429]);
  });
});
