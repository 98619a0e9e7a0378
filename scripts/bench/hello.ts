/**
 * The ceiling of the bench: a bare Bun.serve answering "Hello, world!" on a free
 * port. With PAYLOAD_FILE it also answers /payload with that file's bytes (sent as
 * PAYLOAD_ENCODING): what sending a reply of that size costs with no app in front.
 */
import { readFileSync } from "node:fs";

const payloadFile = process.env.PAYLOAD_FILE;
const payload = payloadFile ? readFileSync(payloadFile) : undefined;
const payloadHeaders: Record<string, string> = { "content-type": "application/json; charset=UTF-8" };
if (process.env.PAYLOAD_ENCODING) payloadHeaders["content-encoding"] = process.env.PAYLOAD_ENCODING;

const server = Bun.serve({
  hostname: "127.0.0.1",
  port: Number(process.env.PORT ?? 0),
  fetch: (req) => (payload && req.url.endsWith("/payload") ? new Response(payload, { headers: payloadHeaders }) : new Response("Hello, world!")),
});
console.log(JSON.stringify({ msg: "listening", url: server.url.href }));
process.on("SIGTERM", () => {
  void server.stop(true).then(() => process.exit(0));
});
