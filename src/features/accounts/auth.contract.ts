import { z } from "zod";
import { choiceMessage, email, requiredMessage, requiredText, tooLongMessage } from "../../platform/contract/fields.ts";
import { fieldLabel, said } from "../../platform/contract/messages.ts";
import { PASSWORD_MIN_LENGTH } from "./password-length.contract.ts";
import type { SessionUser } from "../../platform/contract/roles.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { localeField } from "./locale.contract.ts";

/**
 * Login takes any password an account has: the rules below apply when one is chosen.
 * `locale`, optional, is the language of the page signed in on: it becomes the user's.
 */
export const loginSchema = z.object({
  email: email(),
  password: z
    .string({ error: requiredMessage("Password") })
    .min(1, requiredMessage("Password"))
    .max(200, said("Password is too long", "api.validation.tooLongShort", { field: fieldLabel("Password") })),
  locale: localeField.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The rules of a new password, each with the message that names it. */
export { PASSWORD_MIN_LENGTH };
export const PASSWORD_RULES = {
  tooShort: said(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`, "api.validation.password.tooShort", { min: String(PASSWORD_MIN_LENGTH) }),
  tooLong: tooLongMessage("Password", 200),
  onlySpaces: said("Password cannot be only spaces", "api.validation.password.onlySpaces"),
  isEmail: said("Password cannot be your email address or the part before the @", "api.validation.password.isEmail"),
  common: said("This password is one of the 10,000 most common ones: choose another", "api.validation.password.common"),
};

/**
 * A new password's rules that need no list (the browser may check them too).
 * The common-password list is checked on the server (src/features/accounts/password-policy.ts).
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

const ACCEPT_TERMS = said(
  "Accept terms is required to sign up: tick the box to agree to the terms of use and the privacy policy",
  "api.privacy.acceptTermsRequired",
);

/**
 * The consent box of a form that creates an account, ticked by the person: omitted by a client of the seed's
 * contract (its dashboard asks before anything else), false is a refusal.
 */
export const acceptTermsField = z.boolean({ error: ACCEPT_TERMS }).refine(Boolean, ACCEPT_TERMS).optional();

/** Sign-up; `locale`, optional, is the language of the page signed up on: the account's, its mail's too. */
export const registerSchema = z
  .object({
    name: requiredText("Name", 100),
    email: email(),
    role: z.enum(["artist", "client"], { error: choiceMessage("Role", ["artist", "client"]) }),
    password: newPasswordSchema,
    locale: localeField.optional(),
    acceptTerms: acceptTermsField,
  })
  .superRefine((input, ctx) => {
    if (passwordIsEmail(input.password, input.email)) ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_RULES.isEmail });
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/* ---------- Account lifecycle ---------- */

/** `GET /auth/me` and `POST /auth/register`: the signed-in user with what the account settings show. */
export interface AccountUser extends SessionUser {
  email: string;
  /** False until the address is proved by the link mailed to it: the dashboard shows a banner meanwhile. */
  emailVerified: boolean;
  /** The language of the user's mail, null until chosen. */
  locale: Locale | null;
  /** A new address waiting for its confirmation link (PUT /auth/email), or null. */
  pendingEmail: string | null;
  /** The version of the terms and privacy policy in force; the dashboards ask to accept it when it is not `acceptedTermsVersion`. */
  termsVersion: number;
  /** The latest version the user accepted, null if never (`PUT /account/terms`). */
  acceptedTermsVersion: number | null;
}

/** A mailed link's secret: opaque text; an unknown, used or expired one is the same 400. */
const token = () =>
  z
    .string({ error: requiredMessage("Token") })
    .trim()
    .min(1, requiredMessage("Token"))
    .max(200, said("Token is too long", "api.validation.tooLongShort", { field: fieldLabel("Token") }));

/** A password the account already has (checked against its hash, never against the rules). */
const existingPassword = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .min(1, requiredMessage(label))
    .max(200, said(`${label} is too long`, "api.validation.tooLongShort", { field: fieldLabel(label) }));

/** `POST /auth/verify-email`: the token of a verify-email or confirm-new-email link. */
export const verifyEmailSchema = z.object({ token: token() });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** `POST /auth/forgot-password`. */
export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** `POST /auth/reset-password`: the reset link's token and the new password (the rules above; the common list on the server). */
export const resetPasswordSchema = z.object({ token: token(), password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** `PUT /auth/password`. */
export const changePasswordSchema = z.object({ currentPassword: existingPassword("Current password"), newPassword: newPasswordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** `PUT /auth/email`: the account's password and the new address. */
export const changeEmailSchema = z.object({ password: existingPassword("Password"), email: email() });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/**
 * `GET /auth/email`: the change of address waiting for its link (the latest live one),
 * so the owner can recognise one they did not ask for; every field null when none is.
 */
export interface PendingEmailChange {
  pendingEmail: string | null;
  /** ISO timestamps: when the change was asked, until when its link works. */
  requestedAt: string | null;
  expiresAt: string | null;
}

/** `DELETE /auth/email`: whether a change of address was waiting (it no longer is). */
export interface CancelledEmailChange {
  cancelled: boolean;
}

/** `DELETE /auth/account`: the password confirms it. */
export const deleteAccountSchema = z.object({ password: existingPassword("Password") });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What `POST /auth/verify-email` did: proved the address, or moved the account to the new one. */
export interface VerifiedEmail {
  email: string;
  purpose: "verify_email" | "change_email";
}

/** `GET /auth/sessions`: one signed-in browser, newest first. */
export interface AccountSession {
  id: string;
  /** The session of this request. */
  current: boolean;
  userAgent: string;
  /** ISO timestamps. */
  createdAt: string;
  lastSeenAt: string;
}

export const ACCOUNT_STATUSES = ["active", "disabled"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** `PUT /admin/users/:userId/status`: the agency disables or re-enables an account. */
export const accountStatusSchema = z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: choiceMessage("Status", ACCOUNT_STATUSES) }),
});
export type AccountStatusInput = z.infer<typeof accountStatusSchema>;

/** The reply of `PUT /admin/users/:userId/status`. */
export interface AccountStatusChange {
  userId: string;
  status: AccountStatus;
}
