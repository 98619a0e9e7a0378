/** The ceiling of the bench: a bare Bun.serve answering "Hello, world!" on a free port. */
const server = Bun.serve({
  hostname: "127.0.0.1",
  port: Number(process.env.PORT ?? 0),
  fetch: () => new Response("Hello, world!"),
});
console.log(JSON.stringify({ msg: "listening", url: server.url.href }));
process.on("SIGTERM", () => {
  void server.stop(true).then(() => process.exit(0));
});
