import { createMemoryHistory } from "@tanstack/react-router";
import { createClientRouter } from "../islands/client/router.tsx";
import { renderDashboard } from "./island-kit.tsx";

/** Renders the studio app at `path` with its own jotai store, a signed-in user and the toaster. */
export function renderClientApp(path: string, user = { role: "client" as const, userId: "u-1", name: "Claire Dubois" }) {
  return renderDashboard(createClientRouter(createMemoryHistory({ initialEntries: [path] })), user);
}
