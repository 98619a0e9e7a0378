import { afterEach, describe, expect, setSystemTime, test } from "bun:test";
import { sign } from "hono/jwt";
import type { SessionUser } from "../contracts/roles.ts";
import { readSessionToken } from "./session.ts";

const SECRET = "session-test-secret-session-test-secret";
const OTHER_SECRET = "another-secret-another-secret-another-1";

async function token(claims: Record<string, unknown>, secret = SECRET) {
  const now = Math.floor(Date.now() / 1000);
  return sign({ sub: "user-1", role: "artist", name: "Ana", iat: now, exp: now + 60, ...claims }, secret, "HS256");
}

afterEach(() => setSystemTime());

describe("readSessionToken", () => {
  test("a valid token gives its user, again and again", async () => {
    const t = await token({});
    const expected: SessionUser = { userId: "user-1", role: "artist", name: "Ana" };
    expect(await readSessionToken(t, SECRET)).toEqual(expected);
    expect(await readSessionToken(t, SECRET)).toEqual(expected);
  });

  test("a token read once under one secret is still refused under another", async () => {
    const t = await token({});
    expect(await readSessionToken(t, SECRET)).not.toBeNull();
    expect(await readSessionToken(t, OTHER_SECRET)).toBeNull();
  });

  test("forged, malformed, unknown-role and expired tokens are refused", async () => {
    expect(await readSessionToken(await token({}, OTHER_SECRET), SECRET)).toBeNull();
    expect(await readSessionToken("not.a.token", SECRET)).toBeNull();
    expect(await readSessionToken(await token({ role: "root" }), SECRET)).toBeNull();
    expect(await readSessionToken(await token({ exp: Math.floor(Date.now() / 1000) - 1 }), SECRET)).toBeNull();
    expect(await readSessionToken(undefined, SECRET)).toBeNull();
  });

  test("a token verified earlier is refused once its expiry passes", async () => {
    const t = await token({ exp: Math.floor(Date.now() / 1000) + 5 });
    expect(await readSessionToken(t, SECRET)).not.toBeNull();
    setSystemTime(new Date(Date.now() + 6_000));
    expect(await readSessionToken(t, SECRET)).toBeNull();
  });
});
