export const ROLES = ["client", "artist", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The agency's account: the fixed chat counterpart of every client and artist. */
export const ADMIN_ID = "00000000-0000-7000-8000-000000000001";

/** SPEC §3 "Logged-in user". */
export interface SessionUser {
  role: Role;
  userId: string;
  name: string;
}
