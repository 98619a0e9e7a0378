/**
 * Why the server closed a chat socket, when the client must not simply reconnect
 * (4000-4999 are the application's close codes). Apart, with no zod: every
 * dashboard's first chunk holds the socket; src/features/chat/chat.contract.ts re-exports it.
 */
export const CHAT_CLOSE_CODES = {
  /** The session was logged out or revoked: reconnecting would be refused. */
  sessionEnded: 4401,
  /** The user opened more sockets than allowed and this, the oldest, was closed. */
  tooManySockets: 4429,
} as const;
