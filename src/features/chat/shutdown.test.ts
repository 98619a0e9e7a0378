import { expect, test } from "bun:test";
import { startServer } from "../../../scripts/lib/server.ts";
import { openTestSocket, remoteSignUp } from "../../../tests/realtime.ts";

test("SIGTERM tells open chat sockets the server is going away (1001), so browsers reconnect", async () => {
  const server = await startServer({ SEED_DEMO: "0", NODE_ENV: "production" });
  let stopped = false;
  try {
    const client = await remoteSignUp(server.url, "client");
    const socket = await openTestSocket(`${server.url.replace(/^http/, "ws")}/ws`, client.cookie);
    await socket.join(client.user.userId);
    const stopping = server.stop();
    expect(await socket.closed).toBe(1001);
    await stopping;
    stopped = true;
  } finally {
    if (!stopped) await server.stop();
  }
}, 90_000);

// A supervisor may stop the process as soon as it says it listens: the stop is still the graceful one (the
// embedded database closed cleanly), not the default handler's kill.
test("SIGTERM right after 'listening' stops the server cleanly", async () => {
  const server = await startServer({ SEED_DEMO: "0" });
  expect(await server.stop()).toBe(0);
}, 90_000);
