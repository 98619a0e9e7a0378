import { z } from "zod";
import { email, requiredText } from "./fields.ts";

/** Login takes any password an account has: the rules below apply when one is chosen. */
export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The rules of a new password, each with the message that names it. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_RULES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: "Password must be at most 200 characters",
  onlySpaces: "Password cannot be only spaces",
  isEmail: "Password cannot be your email address or the part before the @",
  common: "This password is one of the 10,000 most common ones: choose another",
} as const;

/**
 * A new password's rules that need no list (the browser may check them too).
 * The common-password list is checked on the server (src/domain/password-policy.ts).
 */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULES.tooShort)
  .max(200, PASSWORD_RULES.tooLong)
  .refine((p) => p.trim() !== "", PASSWORD_RULES.onlySpaces);

/** True when the password is the e-mail address or its local part, whatever the case and surrounding spaces. */
export function passwordIsEmail(password: string, address: string): boolean {
  const p = password.trim().toLowerCase();
  const a = address.trim().toLowerCase();
  return p === a || p === a.slice(0, a.lastIndexOf("@"));
}

export const registerSchema = z
  .object({
    name: requiredText("Name", 100),
    email: email(),
    role: z.enum(["artist", "client"], { error: "Role must be artist or client" }),
    password: newPasswordSchema,
  })
  .superRefine((input, ctx) => {
    if (passwordIsEmail(input.password, input.email)) ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_RULES.isEmail });
  });
export type RegisterInput = z.infer<typeof registerSchema>;
