import { z } from "zod";
import { choiceMessage, email, requiredMessage, requiredText, tooLongMessage } from "./fields.ts";
import { fieldLabel, said } from "./messages.ts";

/** Login takes any password an account has: the rules below apply when one is chosen. */
export const loginSchema = z.object({
  email: email(),
  password: z
    .string({ error: requiredMessage("Password") })
    .min(1, requiredMessage("Password"))
    .max(200, said("Password is too long", "api.validation.tooLongShort", { field: fieldLabel("Password") })),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The rules of a new password, each with the message that names it. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_RULES = {
  tooShort: said(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`, "api.validation.password.tooShort", { min: String(PASSWORD_MIN_LENGTH) }),
  tooLong: tooLongMessage("Password", 200),
  onlySpaces: said("Password cannot be only spaces", "api.validation.password.onlySpaces"),
  isEmail: said("Password cannot be your email address or the part before the @", "api.validation.password.isEmail"),
  common: said("This password is one of the 10,000 most common ones: choose another", "api.validation.password.common"),
};

/**
 * A new password's rules that need no list (the browser may check them too).
 * The common-password list is checked on the server (src/domain/password-policy.ts).
 */
export const newPasswordSchema = z
  .string({ error: requiredMessage("Password") })
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
    role: z.enum(["artist", "client"], { error: choiceMessage("Role", ["artist", "client"]) }),
    password: newPasswordSchema,
  })
  .superRefine((input, ctx) => {
    if (passwordIsEmail(input.password, input.email)) ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_RULES.isEmail });
  });
export type RegisterInput = z.infer<typeof registerSchema>;
