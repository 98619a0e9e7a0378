import { afterAll } from "bun:test";
import { openTestSocket, serveTestApp, type TestSocket } from "./realtime.ts";
import { allowSlowTests, createTestApp, type TestAppOptions } from "./harness.ts";

/**
 * `createTestApp` served on a free port with its chat hub, for a whole test file:
 * started while the file loads (top-level await), and after its tests the sockets
 * it opened through `openSocket` closed, the hub and server stopped, the app closed.
 */
export async function suiteServedApp(options: TestAppOptions & { idleTimeoutSeconds?: number } = {}) {
  allowSlowTests();
  const t = await createTestApp(options);
  const served = serveTestApp(t, { idleTimeoutSeconds: options.idleTimeoutSeconds });
  const opened: TestSocket[] = [];
  afterAll(async () => {
    for (const s of opened) s.ws.close();
    served.hub.close();
    await served.server.stop(true);
    await t.close();
  });
  /** A chat socket with `cookie`, closed after the file's tests (or sooner by the test). */
  async function openSocket(cookie: string) {
    const socket = await openTestSocket(served.wsUrl, cookie);
    opened.push(socket);
    return socket;
  }
  return { t, served, opened, openSocket };
}
