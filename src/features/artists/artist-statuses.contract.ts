/**
 * An artist's application goes pending → approved or rejected. Apart,
 * with no zod, so the agency's first chunk (which routes by status) does not carry the
 * validation library; src/features/artists/artist-area.contract.ts re-exports it.
 */
export const ARTIST_STATUSES = ["pending", "approved", "rejected"] as const;
export type ArtistStatus = (typeof ARTIST_STATUSES)[number];
