import { RouterProvider, type AnyRouter } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

/** Renders a dashboard's router app into the #area-root the server's guarded shell sends (DESIGN §1, §8). */
export function mountArea(createAreaRouter: () => AnyRouter) {
  const root = document.getElementById("area-root");
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAreaRouter()} />
    </StrictMode>,
  );
}
