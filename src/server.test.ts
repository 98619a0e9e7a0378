import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataDir = mkdtempSync(join(tmpdir(), "server-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const entry = join(import.meta.dir, "server.ts");

test("a bad setting stops the start with one line naming the variable", async () => {
  const proc = Bun.spawn(["bun", entry], { env: { ...process.env, PORT: "not-a-port" }, stdout: "pipe", stderr: "pipe" });
  expect(await proc.exited).toBe(1);
  expect((await new Response(proc.stderr).text()).trim()).toBe("Invalid configuration: PORT must be a port number");
});

test("SIGTERM finishes the request in flight, then the process exits cleanly", async () => {
  const proc = Bun.spawn(["bun", entry], {
    env: { ...process.env, PORT: "0", DATABASE_URL: "memory://", DATA_DIR: dataDir, SEED_DEMO: "0", LOG_LEVEL: "info", NODE_ENV: "production" },
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = proc.stdout.getReader();
  let out = "";
  let url: string | undefined;
  while (!url) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`server exited: ${out}`);
    out += new TextDecoder().decode(chunk.value);
    url = out.match(/"msg":"listening","url":"([^"]+)"/)?.[1];
  }
  expect((await fetch(`${url}healthz`)).status).toBe(200);

  // A request whose body is still arriving when the signal comes.
  const body = JSON.stringify({ firstName: "Ana", lastName: "Lopez", email: "ana@studio.ca", phoneNumber: "4165550100", message: "Hello" });
  let push!: (s: string) => void;
  let end!: () => void;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (s) => controller.enqueue(new TextEncoder().encode(s));
      end = () => controller.close();
    },
  });
  const inFlight = fetch(`${url}api/contact/add`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: stream,
    // @ts-expect-error Bun's fetch streams request bodies with duplex "half"
    duplex: "half",
  });
  push(body.slice(0, 20));
  await Bun.sleep(200);
  proc.kill("SIGTERM");
  await Bun.sleep(300);
  push(body.slice(20));
  end();
  const res = await inFlight;
  expect(res.status).toBe(201);
  expect(await proc.exited).toBe(0);
}, 60_000);
