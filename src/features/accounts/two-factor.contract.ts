import { z } from "zod";
import { requiredMessage, requiredText, tooLongMessage } from "../../platform/contract/fields.ts";

/**
 * A second factor as typed: the 6-digit code of the authenticator app, or one of the recovery
 * codes (`abcde-fghij`, any case, spaces and dashes ignored). Which one it is the server tells.
 */
const code = () => requiredText("Code", 40);

/** `POST /auth/2fa/enable` and `POST /auth/2fa/verify`. */
export const twoFactorCodeSchema = z.object({ code: code() });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** `DELETE /auth/2fa`: the password and a code (or a recovery code) turn it off. */
export const disableTwoFactorSchema = z.object({
  password: z
    .string({ error: requiredMessage("Password") })
    .min(1, requiredMessage("Password"))
    .max(200, tooLongMessage("Password", 200)),
  code: code(),
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** `POST /auth/2fa/setup`: the new secret as text, the address an authenticator app reads, and that address as a QR code (SVG). */
export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/** `POST /auth/login` for an account with a second factor: the password was right, the code comes next (`POST /auth/2fa/verify`). */
export interface TwoFactorRequired {
  twoFactorRequired: true;
}

/** `GET /auth/2fa`: whether it is on, and how many recovery codes are left unused. */
export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** The flag a staff route's 403 carries when the owner requires two-factor sign-in and this account has not set it up. */
export interface TwoFactorSetupRequired {
  twoFactorSetupRequired: true;
}
