import { hydrateIslands } from "../hydrate.tsx";
import { TopArtists } from "./TopArtists.tsx";

hydrateIslands("top-artists", TopArtists);
