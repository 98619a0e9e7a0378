import { ADMIN_ID, type SessionUser } from "../../../src/platform/contract/roles.ts";

/**
 * Who the signed-in user is in a conversation: every member of the agency's staff speaks as the
 * agency (its fixed id, the partner each studio and artist knows), while their socket is their own.
 */
export const chatSelfId = (user: Pick<SessionUser, "role" | "userId">): string => (user.role === "admin" ? ADMIN_ID : user.userId);
