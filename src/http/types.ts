import type { SessionUser } from "../contracts/roles.ts";

/** Variables every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    /** Set by requestIdOf, once something is logged. */
    requestId: string | undefined;
  };
}
