import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { Toaster } from "sonner";
import type { SessionUser } from "../src/contracts/roles.ts";
import { initialRootState, ROOT_STORAGE_KEY, type RootState } from "../islands/lib/state.ts";
import { createArtistRouter } from "../islands/artist/router.tsx";

export const ARTIST: SessionUser = { role: "artist", userId: "0190aaaa-0000-7000-8000-000000000001", name: "Maya Singh" };

/** Renders the artist app at `path` with its own jotai store, the stored state, and the toaster. */
export function renderArtistApp(path: string, stored: Partial<RootState> = {}) {
  localStorage.setItem(ROOT_STORAGE_KEY, JSON.stringify({ ...initialRootState, auth: { user: ARTIST }, ...stored }));
  const router = createArtistRouter(createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <Provider store={createStore()}>
      <div data-island="toaster">
        <Toaster />
      </div>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router };
}
