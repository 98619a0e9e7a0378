import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createArtistRouter } from "./router.tsx";

/** Entry of the artist area: the router app rendered into the server's #area-root (DESIGN §1, §8). */
const root = document.getElementById("area-root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createArtistRouter()} />
    </StrictMode>,
  );
}
