/**
 * The admin review contract of the artist area (src/contracts/artist-area.ts on
 * its branch), as the brief fixes it; replaced by that module once it is on main.
 */
export const ARTIST_STATUSES = ["pending", "approved", "rejected"] as const;
export type ArtistStatus = (typeof ARTIST_STATUSES)[number];
export type ArtistDecision = "approved" | "rejected";
export const DOCUMENT_KINDS = ["policeCheck", "directDeposit", "referenceLetter1", "referenceLetter2"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type ArtistDocuments = { policeCheck: string | null } & Record<Exclude<DocumentKind, "policeCheck">, string>;

export interface AdminArtist {
  id: string;
  userId: string;
  name: string;
  email: string;
  bio: string;
  experience: string;
  status: ArtistStatus;
  createdAt: string;
  artistStyle: string[];
  artistType: string[];
  artistAvailable: string[];
  headshotUrl: string;
  resumeUrl: string;
  documents: ArtistDocuments;
}
