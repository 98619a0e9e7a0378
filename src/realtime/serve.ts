import type { Server } from "bun";
import type { ChatHub, SocketData } from "./hub.ts";

interface FetchApp {
  fetch(req: Request, server: Server<SocketData>): Response | Promise<Response>;
}

/** `Bun.serve` of the app with the chat socket on the same port (src/server.ts and the realtime tests). */
export function serveWithChat(app: FetchApp, hub: ChatHub, port: number): Server<SocketData> {
  const server = Bun.serve<SocketData>({
    port,
    fetch: (req, srv) => (hub.handles(req) ? hub.upgrade(req, srv) : app.fetch(req, srv)),
    websocket: hub.websocket,
  });
  hub.attach(server);
  return server;
}
