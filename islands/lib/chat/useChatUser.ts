import { useAtom } from "jotai";
import { useEffect } from "react";
import type { SessionUser } from "../../../src/contracts/roles.ts";
import { call, client } from "../api.ts";
import { userAtom } from "../state.ts";

/**
 * The signed-in user from the stored state (SPEC §3). A dashboard is only served
 * with a session, so when the stored copy is missing (storage cleared, another
 * tab logged in) it is read back from the session once.
 */
export function useChatUser(): SessionUser | null {
  const [user, setUser] = useAtom(userAtom);
  const missing = user === null;
  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    call(client.auth.me.$get, {}, { noCache: true, signal: controller.signal })
      .then((reply) => {
        if (reply.status) setUser(reply.response);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Chat: could not read the session", error);
      });
    return () => controller.abort();
  }, [missing, setUser]);
  return user;
}
