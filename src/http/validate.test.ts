import { describe, expect, test } from "bun:test";
import { z } from "zod";
import { describeIssue } from "./validate.ts";

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
    expect(firstMessage(z.object({ email: z.email("Email must be a valid email address") }), { email: "x" })).toBe(
      "Email must be a valid email address",
    );
  });

  test("another message is prefixed with the field", () => {
    expect(firstMessage(z.object({ rate: z.number().positive() }), { rate: -1 })).toStartWith("Rate: ");
  });
});
