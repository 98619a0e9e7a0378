import { atom } from "jotai";
import type { ArtistProfileCheck } from "../../src/features/artists/artist-area.contract.ts";

/**
 * The application's status and the agency's reason, as checked once per page load (not
 * persisted; null until checked): moving inside the area does not ask again. Screens that
 * change the status (the form, a resubmission) set it.
 */
export const artistCheckAtom = atom<ArtistProfileCheck | null>(checkOfPage());

/** The check the server drew the page's first screen with (src/platform/pages/area-screen.tsx), if it did. */
function checkOfPage(): ArtistProfileCheck | null {
  if (typeof document === "undefined") return null;
  const check = document.getElementById("area-root")?.dataset.artistCheck;
  return check ? (JSON.parse(check) as ArtistProfileCheck) : null;
}
