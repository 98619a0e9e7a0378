import { createMemoryHistory } from "@tanstack/react-router";
import type { SessionUser } from "../src/contracts/roles.ts";
import type { Locale } from "../src/i18n/locales.ts";
import { createArtistRouter } from "../islands/artist/router.tsx";
import type { RootState } from "../islands/lib/state.ts";
import { renderDashboard } from "./island-kit.tsx";

export const ARTIST: SessionUser = { role: "artist", userId: "0190aaaa-0000-7000-8000-000000000001", name: "Maya Singh" };

/** Renders the artist app at `path` with its own jotai store, the stored state, and the toaster, in `locale` (English unless told). */
export function renderArtistApp(path: string, stored: Partial<RootState> = {}, locale: Locale = "en") {
  return renderDashboard(createArtistRouter(createMemoryHistory({ initialEntries: [path] })), ARTIST, stored, locale);
}
