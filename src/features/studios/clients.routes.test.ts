import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { clients } from "../../../db/schema.ts";
import { sessionCookie, suiteApp } from "../../../tests/harness.ts";
import type { ClientProfile, ClientProfileCheck } from "./clients.contract.ts";
import type { SessionUser } from "../../platform/contract/roles.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(30_000);

const t = await suiteApp();

const studio = {
  studioName: "Pointe Studio",
  studioDirector: "Claire Dubois",
  address: "401 Richmond St W, Toronto, ON",
  contactNumber: "+1 416 555 0142",
  province: "ON" as const,
};

async function registeredClient(name = "Claire Dubois") {
  const signed = await t.signUp("client", name);
  const add = await t.call("POST", "/api/client/add", { cookie: signed.cookie, body: studio });
  expect(add.status).toBe(201);
  return signed;
}

describe("roles", () => {
  test("every /client call needs a session (401) and the client role (403)", async () => {
    const artist = await t.signUp("artist");
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/client/add", studio],
      ["GET", "/api/client/check-client-profile"],
      ["GET", "/api/client/profile"],
      ["PUT", "/api/client/update", { ...studio, name: "A", email: "a@b.co" }],
      ["PUT", "/api/client/province", { province: "ON" }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await t.call(method, path, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.status).toBe(false);
      const wrongRole = await t.call(method, path, { body, cookie: artist.cookie });
      expect(wrongRole.status).toBe(403);
    }
  });
});

describe("POST /client/add and the profile checks", () => {
  test("no profile: check says so, profile is a 404", async () => {
    const { cookie } = await t.signUp("client");
    const check = await t.call<ClientProfileCheck>("GET", "/api/client/check-client-profile", { cookie });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ exists: false });
    const profile = await t.call("GET", "/api/client/profile", { cookie });
    expect(profile.status).toBe(404);
    expect(profile.json).toEqual({ status: false, message: "Client profile not found", response: null });
  });

  test("registers the studio once, then check and profile return it", async () => {
    const { cookie, email } = await t.signUp("client", "Claire Dubois");
    const add = await t.call<ClientProfile>("POST", "/api/client/add", { cookie, body: { ...studio, studioName: "  Pointe Studio  " } });
    expect(add.status).toBe(201);
    expect(add.json.status).toBe(true);
    expect(add.json.message).toBe("Studio profile saved");
    const expected = { user: "Claire Dubois", email, ...studio };
    expect(add.body).toEqual(expected);

    const check = await t.call<ClientProfileCheck>("GET", "/api/client/check-client-profile", { cookie });
    expect(check.body).toEqual({ exists: true, profile: expected });
    expect(check.res.headers.get("cache-control")).toContain("no-store");
    const profile = await t.call("GET", "/api/client/profile", { cookie });
    expect(profile.body).toEqual(expected);

    const again = await t.call("POST", "/api/client/add", { cookie, body: studio });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Your studio profile already exists");
  });

  test("validation names the field", async () => {
    const { cookie } = await t.signUp("client");
    const cases: [unknown, string][] = [
      [{ ...studio, studioName: undefined }, "Studio name is required"],
      [{ ...studio, studioDirector: "   " }, "Studio director is required"],
      [{ ...studio, address: "" }, "Address is required"],
      [{ ...studio, contactNumber: "call me" }, "Contact number must be a valid phone number"],
      [{ ...studio, studioName: "x".repeat(121) }, "Studio name must be at most 120 characters"],
      [{ ...studio, province: "ZZ" }, "Province must be one of AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT"],
    ];
    for (const [body, message] of cases) {
      const r = await t.call("POST", "/api/client/add", { cookie, body });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ status: false, message, response: null });
    }
    expect((await t.call("GET", "/api/client/check-client-profile", { cookie })).body).toEqual({ exists: false });
  });
});

describe("the studio's province", () => {
  const { province: _, ...seedFields } = studio;
  const provinceOf = async (cookie: string) => (await t.call<ClientProfile>("GET", "/api/client/profile", { cookie })).body.province;

  test("the seed's four fields: the province comes from the address's postal code or the province written in it, else none", async () => {
    const cases: [string, ClientProfile["province"]][] = [
      ["4200 boul. Saint-Laurent, Montréal H2W 2R2", "QC"],
      ["800 Robson St, Vancouver, British Columbia", "BC"],
      ["10 Spring Garden Rd, Halifax NS, Canada", "NS"],
      ["45 rue Ontario Est, Montréal", null],
      ["12 Main Street", null],
    ];
    for (const [address, province] of cases) {
      const { cookie } = await t.signUp("client");
      const add = await t.call<ClientProfile>("POST", "/api/client/add", { cookie, body: { ...seedFields, address } });
      expect([address, add.status, add.body.province]).toEqual([address, 201, province]);
    }
  });

  test("a province sent wins over the address's; an empty one counts as not sent", async () => {
    const { cookie } = await t.signUp("client");
    const add = await t.call<ClientProfile>("POST", "/api/client/add", {
      cookie,
      body: { ...seedFields, address: "1 Main St, Ottawa, ON K1A 0B1", province: "QC" },
    });
    expect(add.body.province).toBe("QC");
    const other = await t.signUp("client");
    const blank = await t.call<ClientProfile>("POST", "/api/client/add", { cookie: other.cookie, body: { ...seedFields, province: "" } });
    expect([blank.status, blank.body.province]).toEqual([201, "ON"]);
  });

  test("PUT /client/update with the seed's fields keeps the province; a studio that had none gets its new address's", async () => {
    const { cookie, email, user } = await registeredClient("Seed Update");
    const moved = { ...seedFields, name: "Seed Update", email, address: "55 rue Principale, Gatineau (Québec)" };
    expect((await t.call("PUT", "/api/client/update", { cookie, body: moved })).status).toBe(200);
    expect(await provinceOf(cookie)).toBe("ON");
    await t.db.update(clients).set({ province: null }).where(eq(clients.userId, user.userId));
    expect((await t.call("PUT", "/api/client/update", { cookie, body: { ...moved, address: "12 Main Street" } })).status).toBe(200);
    expect(await provinceOf(cookie)).toBeNull();
    expect((await t.call("PUT", "/api/client/update", { cookie, body: moved })).status).toBe(200);
    expect(await provinceOf(cookie)).toBe("QC");
  });

  test("a studio registered before provinces has none, and gives it once asked", async () => {
    const { cookie, user } = await registeredClient("Before Provinces");
    const { userId } = user;
    // What migration 0028 leaves on the studios it found: a null province, still a valid row.
    await t.db.update(clients).set({ province: null }).where(eq(clients.userId, userId));
    expect((await t.call<ClientProfile>("GET", "/api/client/profile", { cookie })).body.province).toBeNull();

    const refused = await t.call("PUT", "/api/client/province", { cookie, body: { province: "Ontario" } });
    expect(refused.status).toBe(400);
    const set = await t.call<ClientProfile>("PUT", "/api/client/province", { cookie, body: { province: "QC" } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ studioName: studio.studioName, province: "QC" });
    expect((await t.call<ClientProfile>("GET", "/api/client/profile", { cookie })).body.province).toBe("QC");
  });

  test("a province outside the list is refused by the database too", async () => {
    const { user } = await registeredClient("Checked Province");
    const write = t.db
      .update(clients)
      .set({ province: sql`'XX'` as never })
      .where(eq(clients.userId, user.userId));
    await expect((async () => await write)()).rejects.toThrow();
  });
});

describe("PUT /client/update", () => {
  test("updates name and studio; the session follows the new name", async () => {
    const { cookie, email } = await registeredClient();
    const update = {
      name: "Claire D.",
      email: email.toUpperCase(),
      ...studio,
      studioName: "Pointe & Poise",
      contactNumber: "(416) 555-0199",
    };
    const res = await t.request("PUT", "/api/client/update", { cookie, body: update });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { status: boolean; message: string; response: ClientProfile };
    expect(json.message).toBe("Profile updated");
    const { name, ...rest } = { ...update, email };
    expect(json.response).toEqual({ user: name, ...rest });

    const renewed = sessionCookie(res);
    const me = await t.call<SessionUser>("GET", "/api/auth/me", { cookie: renewed });
    expect(me.body.name).toBe("Claire D.");
    expect((await t.call("GET", "/api/client/profile", { cookie })).body).toEqual({ user: name, ...rest });
  });

  test("a new email is refused: it changes in the account settings, with the password and a link", async () => {
    const { cookie, email } = await registeredClient("Keeps Email");
    const r = await t.call("PUT", "/api/client/update", { cookie, body: { name: "Changed", email: `new-${Bun.randomUUIDv7()}@test.local`, ...studio } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Your email address changes in your account settings, with your password and a link sent to the new address");
    const fr = await t.call("PUT", "/api/client/update", {
      cookie,
      body: { name: "Changed", email: "x@test.local", ...studio },
      headers: { "accept-language": "fr" },
    });
    expect(fr.json.message).toBe(
      "Votre adresse courriel se change dans les paramètres de votre compte, avec votre mot de passe et un lien envoyé à la nouvelle adresse",
    );
    expect((await t.call<ClientProfile>("GET", "/api/client/profile", { cookie })).body).toMatchObject({ user: "Keeps Email", email });
  });

  test("SPEC §5 messages for name and email", async () => {
    const { cookie } = await registeredClient();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  " }, "Name is required"],
      [{ name: undefined }, "Name is required"],
      [{ email: "no-at-sign.com" }, "Valid email is required"],
      [{ email: "a@b" }, "Valid email is required"],
      [{ email: undefined }, "Email is required"],
    ];
    for (const [patch, message] of cases) {
      const r = await t.call("PUT", "/api/client/update", { cookie, body: { name: "Claire", email: "claire@studio.ca", ...studio, ...patch } });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(message);
    }
  });

  test("another account's email is refused and nothing changes (it tells nothing of that account)", async () => {
    const { cookie } = await registeredClient("Keeps Name");
    const other = await t.signUp("artist");
    const r = await t.call("PUT", "/api/client/update", {
      cookie,
      body: { name: "Changed", email: other.email.toUpperCase(), ...studio, studioName: "Changed" },
    });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Your email address changes in your account settings, with your password and a link sent to the new address");
    const profile = await t.call<ClientProfile>("GET", "/api/client/profile", { cookie });
    expect(profile.body.user).toBe("Keeps Name");
    expect(profile.body.studioName).toBe(studio.studioName);
  });

  test("without a studio profile: 404, and the account is untouched", async () => {
    const { cookie } = await t.signUp("client", "No Studio");
    const r = await t.call("PUT", "/api/client/update", { cookie, body: { name: "Renamed", email: "renamed@test.local", ...studio } });
    expect(r.status).toBe(404);
    expect((await t.call<SessionUser>("GET", "/api/auth/me", { cookie })).body.name).toBe("No Studio");
  });

  test("a client only ever changes its own profile", async () => {
    const a = await registeredClient("Client A");
    const b = await registeredClient("Client B");
    await t.call("PUT", "/api/client/update", { cookie: a.cookie, body: { name: "A2", email: a.email, ...studio, studioName: "A's studio" } });
    const bProfile = await t.call<ClientProfile>("GET", "/api/client/profile", { cookie: b.cookie });
    expect(bProfile.body).toMatchObject({ user: "Client B", studioName: studio.studioName, email: b.email });
  });
});
