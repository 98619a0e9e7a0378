/** The artists feature's public entry: what other features use of it, and only that. */
export { optInSchema } from "./artist-area.contract.ts";
export { adminArtistFiles, artistFileUrl, publicArtistFileUrl } from "./artist-files.ts";
export { storedDocumentKeys, withoutDocuments } from "./artist-documents.ts";
export type { ArtistListItem, ArtistSearchQuery } from "./artists.contract.ts";
export {
  artistListColumns,
  artistLookupNames,
  artistStyleNames,
  fromStylesOf,
  listRosterProfiles,
  noApprovedArtist,
  onPublicRoster,
  onRoster,
  outerArtistId,
  requireApprovedArtist,
  rosterArtistIds,
  toArtistListItem,
} from "./artists.ts";
export { pendingProfileChangeOf } from "./profile-changes.ts";
