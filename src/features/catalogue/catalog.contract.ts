/** SPEC §3 entities of the public catalog, as they travel on the wire. */
export interface Service {
  id: string;
  name: string;
  serviceImage: string;
}

export interface Testimonial {
  id: string;
  name: string;
  /** sic: the spec's wire name for the person's title */
  degination: string;
  rating: number;
  description: string;
  image: string;
}

export interface LookupItem {
  id: string;
  name: string;
}

export const LOOKUP_KINDS = ["styles", "types", "availabilities"] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];
