import { createContext } from "react";
import type { SessionUser } from "../../../src/platform/contract/roles.ts";

/**
 * The session's user as the server sent the dashboard (#area-root's data-user), for what the
 * first paint shows before the store loads (the account menu's stand-in): the same on the
 * server's drawing of the screen (src/platform/pages/area-screen.tsx) and in the browser.
 */
export const AreaUser = createContext<SessionUser | null>(null);
