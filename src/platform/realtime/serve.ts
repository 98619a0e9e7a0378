import type { Server, WebSocketHandler } from "bun";

interface FetchApp<Data> {
  fetch(req: Request, server: Server<Data>): Response | Promise<Response>;
}

/** A WebSocket endpoint on the app's port (the chat's, src/features/chat/hub.ts): its path, its handlers, and the upgrade that admits a request. */
export interface SocketEndpoint<Data> {
  path: string;
  websocket: WebSocketHandler<Data>;
  /** Undefined once upgraded; else the reply that refuses the request. */
  upgrade(req: Request, server: Server<Data>): Promise<Response | undefined>;
  /** Binds the endpoint to the server whose topics it publishes to. */
  attach(server: Server<Data>): void;
}

/**
 * `Bun.serve` of the app with a socket endpoint on the same port (src/cli/serve.ts and
 * the realtime tests). Bun routes the socket path natively, so no other request
 * pays for telling them apart.
 */
export function serveWithSocket<Data>(app: FetchApp<Data>, endpoint: SocketEndpoint<Data>, port: number, hostname = "127.0.0.1"): Server<Data> {
  const server = Bun.serve<Data>({
    port,
    hostname,
    routes: { [endpoint.path]: (req: Request, srv: Server<Data>) => endpoint.upgrade(req, srv) },
    fetch: (req, srv) => app.fetch(req, srv),
    websocket: endpoint.websocket,
  });
  endpoint.attach(server);
  return server;
}
