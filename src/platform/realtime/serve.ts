import type { Server } from "bun";
import { SOCKET_PATH, type ChatHub, type SocketData } from "./hub.ts";

interface FetchApp {
  fetch(req: Request, server: Server<SocketData>): Response | Promise<Response>;
}

/**
 * `Bun.serve` of the app with the chat socket on the same port (src/server.ts and
 * the realtime tests). Bun routes the socket path natively, so no other request
 * pays for telling them apart.
 */
export function serveWithChat(app: FetchApp, hub: ChatHub, port: number, hostname = "127.0.0.1"): Server<SocketData> {
  const server = Bun.serve<SocketData>({
    port,
    hostname,
    routes: { [SOCKET_PATH]: (req: Request, srv: Server<SocketData>) => hub.upgrade(req, srv) },
    fetch: (req, srv) => app.fetch(req, srv),
    websocket: hub.websocket,
  });
  hub.attach(server);
  return server;
}
