/** SPEC §3 "Artist (list item)". */
export interface ArtistListItem {
  id: string;
  user: string;
  headshotUrl: string | null;
  artistStyle: string[];
}

export const EXPERIENCE_VALUES = ["less than 1 year", "1-3years", "5-10years", "more than 10 years"] as const;
export type Experience = (typeof EXPERIENCE_VALUES)[number];

/** Labels of the application form (SPEC §5). */
export const EXPERIENCE_FORM_LABELS: Record<Experience, string> = {
  "less than 1 year": "Less than 1 Year",
  "1-3years": "1-5 Years",
  "5-10years": "6-10 Years",
  "more than 10 years": "Over 10 Years",
};

/** Labels of the profile edit modal (SPEC §5). */
export const EXPERIENCE_EDIT_LABELS: Record<Experience, string> = {
  "less than 1 year": "Less than 1 Year",
  "1-3years": "1-3 Years",
  "5-10years": "5-10 Years",
  "more than 10 years": "Over 10 Years",
};

/** SPEC §3 "Artist detail/profile", public view: no email, no status, no private documents. */
export interface PublicArtistDetail {
  id: string;
  user: string;
  bio: string;
  experience: string;
  headshotUrl: string | null;
  resumeUrl: string | null;
  artistStyle: string[];
  artistType: string[];
}
