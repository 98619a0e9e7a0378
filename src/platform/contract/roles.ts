export const ROLES = ["client", "artist", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The agency's account: the fixed chat counterpart of every client and artist. */
export const ADMIN_ID = "00000000-0000-7000-8000-000000000001";

/**
 * What one of the agency's accounts may do: the owner everything (staff and the agency's settings
 * included), a coordinator the artists, jobs, chat and catalogue, a bookkeeper the books.
 */
export const STAFF_ROLES = ["owner", "coordinator", "bookkeeper"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** SPEC §3 "Logged-in user"; the agency's accounts (role "admin") add their staff role. */
export interface SessionUser {
  role: Role;
  userId: string;
  name: string;
  staffRole?: StaffRole;
}
