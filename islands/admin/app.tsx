import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createAdminRouter } from "./router.tsx";

/** The agency's console (DESIGN §5), rendered into the shell the server guarded (/admin/*). */
const root = document.getElementById("area-root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAdminRouter()} />
    </StrictMode>,
  );
}
