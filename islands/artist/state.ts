import { atom } from "jotai";
import type { ArtistProfileCheck } from "../../src/contracts/artist-area.ts";

/**
 * The application's status and the agency's reason, as checked once per page load (not
 * persisted; null until checked): moving inside the area does not ask again. Screens that
 * change the status (the form, a resubmission) set it.
 */
export const artistCheckAtom = atom<ArtistProfileCheck | null>(null);
