import { z } from "zod";

/** A trimmed, required string whose messages name the field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const email = () =>
  z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .pipe(z.email({ error: "Email must be a valid email address" }));

export const uuid = (label: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} is not a valid id`) });
