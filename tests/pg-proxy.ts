import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of PostgreSQL for the fault suites, switched on demand between:
 * - `pass`: bytes flow both ways, as if the proxy were not there;
 * - `refuse`: the database is gone: every connection is closed and new ones are refused;
 * - `freeze`: the database is connected but silent: the proxy keeps every connection open
 *   and swallows whatever either side sends (a stopped process, a network that drops
 *   packets, a middlebox that lost its state). New connections are accepted and swallowed too.
 *
 * A connection that was frozen stays a black hole for good, as after a real network fault:
 * bytes were lost in it, so neither side is told anything, even when the other closes (the
 * server keeps its session until it notices by itself); only connections made after `pass`
 * reach the database again.
 */
export interface DatabaseProxy {
  port: number;
  /** `url` (a postgres:// URL of the proxied server) with the proxy's host and port instead. */
  through(url: string): string;
  pass(): Promise<void>;
  refuse(): Promise<void>;
  freeze(): void;
  /**
   * Freezes as a client sends `text` (a statement's SQL, sent with its first use on a
   * connection): what carries it never reaches the database, what came before did. Resolves then.
   */
  freezeWhenSent(text: string): Promise<void>;
  /** Connections that reach the database through the proxy now (not frozen). */
  passing(): number;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  server?: Socket;
  frozen: boolean;
}

export async function startDatabaseProxy(upstreamPort: number, upstreamHost = "127.0.0.1"): Promise<DatabaseProxy> {
  const links = new Set<Link>();
  let mode: "pass" | "refuse" | "freeze" = "pass";
  let listener: Server | undefined;
  let port = 0;
  let trigger: { text: string; fired: () => void } | undefined;

  const end = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.server?.destroy();
  };

  function accept(client: Socket) {
    const link: Link = { client, frozen: mode === "freeze" };
    links.add(link);
    client.on("error", () => {});
    if (link.frozen) {
      // Read and dropped: the sender's writes succeed and nothing ever answers.
      client.on("data", () => {});
      return;
    }
    const server = connect(upstreamPort, upstreamHost);
    link.server = server;
    server.on("error", () => {});
    client.on("data", (bytes: Buffer) => {
      if (trigger && bytes.includes(trigger.text)) {
        const { fired } = trigger;
        trigger = undefined;
        freeze();
        fired();
      }
      if (!link.frozen) server.write(bytes);
    });
    server.on("data", (bytes) => void (link.frozen || client.write(bytes)));
    client.on("close", () => void (link.frozen || end(link)));
    server.on("close", () => void (link.frozen || end(link)));
  }

  async function listen() {
    listener = createServer(accept);
    await new Promise<void>((resolve, reject) => {
      listener!.once("error", reject);
      listener!.listen(port, "127.0.0.1", () => resolve());
    });
    const address = listener.address();
    if (typeof address !== "object" || !address) throw new Error("the proxy has no port");
    port = address.port;
  }

  const stopListening = () => {
    const closing = listener;
    listener = undefined;
    return new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  };

  function freeze() {
    mode = "freeze";
    for (const link of links) link.frozen = true;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(port);
      return proxied.toString();
    },
    async pass() {
      mode = "pass";
      if (!listener) await listen();
    },
    async refuse() {
      mode = "refuse";
      const closed = stopListening();
      for (const link of [...links]) end(link);
      await closed;
    },
    freeze,
    freezeWhenSent: (text) => new Promise<void>((fired) => (trigger = { text, fired })),
    passing: () => [...links].filter((link) => !link.frozen).length,
    async close() {
      const closed = stopListening();
      for (const link of [...links]) end(link);
      await closed;
    },
  };
}
