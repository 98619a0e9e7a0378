import { hydrateIslands } from "../hydrate.tsx";
import { ArtistDownloads } from "./ArtistDownloads.tsx";

hydrateIslands("artist-downloads", ArtistDownloads);
