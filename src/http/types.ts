import type { SessionUser } from "../contracts/roles.ts";

/** Variables every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    requestId: string;
  };
}
