/**
 * The API's routes as the islands' typed client reads them (`hc<ApiRoutes>`, islands/lib/api.ts): a type only,
 * which the bundles drop, so the client is checked against the routes the server mounts and takes in none of them.
 */
export type { ApiRoutes } from "./index.ts";
