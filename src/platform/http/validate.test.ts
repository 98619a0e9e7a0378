import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { z } from "zod";
import { createLogger } from "../log.ts";
import { errorHandler } from "./error-handler.ts";
import type { AppEnv } from "./types.ts";
import { describeIssue, validate } from "./validate.ts";

const firstMessage = (schema: z.ZodType, input: unknown) => describeIssue(schema.safeParse(input).error!.issues[0]!);

describe("describeIssue", () => {
  const schema = z.object({ studioName: z.string(), page: z.coerce.number().optional(), tags: z.array(z.string()).optional() });

  test("a missing field is required", () => {
    expect(firstMessage(schema, {})).toBe("Studio name is required");
  });

  test("a field of the wrong type says what it must be", () => {
    expect(firstMessage(schema, { studioName: 12 })).toBe("Studio name must be text");
    expect(firstMessage(schema, { studioName: "A", page: "abc" })).toBe("Page must be a number");
    expect(firstMessage(schema, { studioName: "A", tags: "x" })).toBe("Tags must be a list");
  });

  test("a message that already names the field is kept", () => {
    expect(firstMessage(z.object({ email: z.email("Email must be a valid email address") }), { email: "x" })).toBe("Email must be a valid email address");
  });

  test("a French twin is named as its contract names it: nameFr is Name (French)", () => {
    expect(firstMessage(z.object({ nameFr: z.string() }), {})).toBe("Name (French) is required");
    expect(firstMessage(z.object({ nameFr: z.string().max(1, "Name (French) must be at most 1 characters") }), { nameFr: "ab" })).toBe(
      "Name (French) must be at most 1 characters",
    );
  });

  test("another message is prefixed with the field", () => {
    expect(firstMessage(z.object({ rate: z.number().positive() }), { rate: -1 })).toStartWith("Rate: ");
  });
});

describe("validate('query')", () => {
  /** A route whose schema counts how often zod runs it. */
  function countingRoute() {
    const runs = { count: 0 };
    const schema = z.object({ page: z.coerce.number({ error: "Page must be a number" }).int().min(1).optional() }).transform((q) => {
      runs.count++;
      return q;
    });
    const app = new Hono<AppEnv>().get("/list", validate("query", schema), (c) => c.json(c.req.valid("query"))).onError(errorHandler(createLogger("silent")));
    return { app, runs, get: (query: string) => app.request(`/list${query}`) };
  }

  test("a query string already found valid is not validated again, and gives the same value", async () => {
    const { runs, get } = countingRoute();
    expect(await (await get("?page=2")).json()).toEqual({ page: 2 });
    expect(await (await get("?page=2")).json()).toEqual({ page: 2 });
    expect(runs.count).toBe(1);
    expect(await (await get("?page=3")).json()).toEqual({ page: 3 });
    expect(await (await get("")).json()).toEqual({});
    expect(await (await get("")).json()).toEqual({});
    expect(runs.count).toBe(3);
  });

  test("an invalid query string is a 400 every time, never remembered", async () => {
    const { get } = countingRoute();
    for (let i = 0; i < 2; i++) {
      const res = await get("?page=abc");
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: false, message: "Page must be a number", response: null });
    }
  });

  test("it remembers the newest 256 query strings, no more", async () => {
    const { runs, get } = countingRoute();
    for (let page = 1; page <= 257; page++) await get(`?page=${page}`);
    expect(runs.count).toBe(257);
    await get("?page=257");
    expect(runs.count).toBe(257);
    await get("?page=1");
    expect(runs.count).toBe(258);
  });
});
