import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { Toaster } from "sonner";
import { ROOT_STORAGE_KEY, initialRootState } from "../islands/lib/state.ts";
import { createClientRouter } from "../islands/client/router.tsx";

/** Renders the studio app at `path` with its own jotai store, a signed-in user and the toaster. */
export function renderClientApp(path: string, user = { role: "client" as const, userId: "u-1", name: "Claire Dubois" }) {
  localStorage.setItem(ROOT_STORAGE_KEY, JSON.stringify({ ...initialRootState, auth: { user } }));
  const store = createStore();
  const router = createClientRouter(createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <Provider store={store}>
      <div data-island="toaster">
        <Toaster />
      </div>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router, store };
}
