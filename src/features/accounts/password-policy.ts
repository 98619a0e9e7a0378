import { newPasswordSchema, PASSWORD_RULES, passwordIsEmail } from "./auth.contract.ts";
import commonPasswordsText from "./common-passwords.txt" with { type: "text" };
import { contractMessage } from "../../platform/i18n/api-messages.ts";
import { invalid } from "../../platform/errors.ts";

/** The 10,000 most common passwords (source and licence at the top of the file). */
const COMMON_PASSWORDS = new Set(commonPasswordsText.split("\n").filter((line) => line !== "" && !line.startsWith("#")));

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());

/**
 * Why `password` may not be chosen for the account of `email`, or undefined: at
 * least 10 characters, not only spaces, not the e-mail or its local part, not a
 * common password. Existing passwords are never checked again (login takes them).
 */
export function passwordProblem(password: string, email: string | undefined): string | undefined {
  const shape = newPasswordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]!.message;
  if (email !== undefined && passwordIsEmail(password, email)) return PASSWORD_RULES.isEmail;
  if (isCommonPassword(password)) return PASSWORD_RULES.common;
  return undefined;
}

/** A 400 naming the rule when `password` may not be chosen, in the request's language (the rules are catalogue messages). */
export function assertAcceptablePassword(password: string, email: string | undefined): void {
  const problem = passwordProblem(password, email);
  if (problem) throw invalid(contractMessage(problem));
}
