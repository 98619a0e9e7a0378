import { mountArea } from "../lib/ui/mount-area.tsx";
import { createArtistRouter } from "./router.tsx";

/** Entry of the artist area. */
void mountArea({ en: () => import("@messages/en/artist"), fr: () => import("@messages/fr/artist") }, () => createArtistRouter());
