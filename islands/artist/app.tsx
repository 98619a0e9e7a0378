import { mountArea } from "../lib/ui/mount-area.tsx";
import { createArtistRouter } from "./router.tsx";

/** Entry of the artist area. */
void mountArea("artist", () => createArtistRouter());
