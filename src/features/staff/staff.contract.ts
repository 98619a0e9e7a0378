import { z } from "zod";
import { choiceMessage, email, requiredText } from "../../platform/contract/fields.ts";
import { STAFF_ROLES, type StaffRole } from "../../platform/contract/roles.ts";
import { acceptTermsField, resetPasswordSchema } from "../accounts/auth.contract.ts";

const staffRole = () => z.enum(STAFF_ROLES, { error: choiceMessage("Role", [...STAFF_ROLES]) });

/** `POST /admin/staff/invite`: who to invite, by what name, as what. */
export const staffInviteSchema = z.object({ email: email(), name: requiredText("Name", 100), staffRole: staffRole() });
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

/** `GET /admin/staff/security`: whether every staff account must sign in with a second factor (`PUT` and `DELETE …/require-two-factor` change it). */
export interface StaffSecurity {
  requireStaffTwoFactor: boolean;
}

/** `PUT /admin/staff/:userId`. */
export const staffRoleChangeSchema = z.object({ staffRole: staffRole() });

/**
 * `POST /auth/accept-invite`: the mailed link's token, the new account's password (a reset's rules) and, from the
 * form, the person's consent to the terms in force (else the console asks before anything else).
 */
export const acceptInviteSchema = resetPasswordSchema.extend({ acceptTerms: acceptTermsField });
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

/** Where a staff member stands: working, removed, or invited and not yet joined. */
export type StaffStatus = "active" | "disabled" | "invited";

/** `GET /admin/staff`: one member of the agency's staff, or one invitation waiting (userId null). */
export interface StaffMember {
  userId: string | null;
  name: string;
  email: string;
  staffRole: StaffRole;
  status: StaffStatus;
  twoFactor: boolean;
  /** ISO: the member's latest use of a session; null when never signed in. */
  lastSeenAt: string | null;
  /** ISO: when the invitation was sent; null for the agency's first account. */
  invitedAt: string | null;
}

/** What `POST /admin/staff/invite` answers: the invitation, until when its link works (ISO). */
export interface StaffInvitation {
  email: string;
  staffRole: StaffRole;
  expiresAt: string;
}
