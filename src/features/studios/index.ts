/** The studios feature's public entry: what other features use of it, and only that. */
export { findClientByUser, requireClient } from "./clients.ts";
