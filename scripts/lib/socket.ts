/** Bun's WebSocket takes request headers (the DOM typing in scope does not know it). */
const BunWebSocket = WebSocket as unknown as new (url: string, options: Bun.WebSocketOptions) => WebSocket;

/** A WebSocket to `url` that sends `cookie` as the session, as a browser would: the load run's users and the chat tests' alike. */
export const socketWithCookie = (url: string, cookie: string) => new BunWebSocket(url, { headers: { cookie } });
