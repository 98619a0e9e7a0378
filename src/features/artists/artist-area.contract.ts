import { z } from "zod";
import { ARTIST_STATUSES, type ArtistStatus } from "./artist-statuses.contract.ts";
import { EXPERIENCE_VALUES, type PublicArtistDetail } from "./artists.contract.ts";
import {
  atMostMessage,
  choiceMessage,
  controlCharacterMessage,
  hasControlCharacter,
  optionalText,
  profileEmailText,
  provinceSchema,
  requiredMessage,
  requiredText,
  tooLongMessage,
  unlessEmpty,
  wholeNumberFrom,
  VALID_EMAIL_REQUIRED,
} from "../../platform/contract/fields.ts";
import { fieldLabel, lowerLabel, said } from "../../platform/contract/messages.ts";
import { pageQuerySchema } from "../../platform/contract/pagination.ts";
import { type ArtistPlace, MAX_TRAVEL_KM } from "../../platform/contract/places.ts";
import type { PendingProfileChange } from "./profile-changes.contract.ts";

export { ARTIST_STATUSES, type ArtistStatus } from "./artist-statuses.contract.ts";

/** The private documents of an application: their owner and the admin only. */
export const DOCUMENT_KINDS = ["policeCheck", "directDeposit", "referenceLetter1", "referenceLetter2"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * Every file of an application its owner and the admin fetch through the API:
 * the private documents, and the headshot and resume while they are not public
 * (public only once the artist is approved).
 */
export const ARTIST_FILE_KINDS = [...DOCUMENT_KINDS, "headshot", "resume"] as const;
export type ArtistFileKind = (typeof ARTIST_FILE_KINDS)[number];

/** Each document as a URL the owner (or the admin) fetches through the API; null when not given. */
export type ArtistDocuments = { policeCheck: string | null } & Record<Exclude<DocumentKind, "policeCheck">, string>;

/** SPEC §5: the whole form has this one message in the browser. */
export const APPLICATION_INCOMPLETE = "Please fill all required fields and upload required files.";

/**
 * Multipart field names of `POST /artist/add` (SPEC §3). The two reference letters
 * travel under the same name `referenceLetter`; `referenceLetter[]` is read too.
 */
export const APPLICATION_FILE_FIELDS = {
  headshot: "headshot",
  resume: "resume",
  policeCheck: "policeCheck",
  directDeposit: "directDeposit",
  referenceLetter: ["referenceLetter", "referenceLetter[]"],
} as const;

/**
 * The private documents an update may replace, one body field each: a rejected artist
 * resubmits with a new police check or letter, an approved one renews an expired check.
 */
export const REPLACEABLE_DOCUMENTS = ["policeCheck", "directDeposit", "referenceLetter1", "referenceLetter2"] as const;
export type ReplaceableDocument = (typeof REPLACEABLE_DOCUMENTS)[number];

/** Exactly this many reference letters (SPEC §9). */
export const REFERENCE_LETTER_COUNT = 2;

const selectAtLeastOne = (label: string) => said(`Select at least one ${label.toLowerCase()}`, "api.validation.selectAtLeastOne", { item: lowerLabel(label) });

/** Lookup lists as the form sends them: ids joined by commas (SPEC §3); duplicates collapse. */
const idList = (label: string) =>
  z
    .string({ error: selectAtLeastOne(label) })
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ error: said(`Unknown ${label.toLowerCase()} selected`, "api.validation.unknownOption", { item: lowerLabel(label) }) }))
        .min(1, selectAtLeastOne(label))
        .max(50, said(`Select at most 50 ${label.toLowerCase()} entries`, "api.validation.selectAtMost", { max: "50", item: lowerLabel(label) })),
    );

const experience = z
  .string({ error: requiredMessage("Experience") })
  .pipe(z.enum(EXPERIENCE_VALUES, { error: said("Please select a valid experience option", "api.validation.experience") }));

const travelKm = wholeNumberFrom("Travel distance", 0).max(MAX_TRAVEL_KM, atMostMessage("Travel distance", MAX_TRAVEL_KM));

/** The lookup lists of a profile, each named as in messages (“Unknown artist style selected”). */
export const LOOKUP_FIELDS = {
  artistType: "Artist type",
  artistStyle: "Artist style",
  artistAvailable: "Availability",
} as const;
export type LookupField = keyof typeof LOOKUP_FIELDS;

/**
 * The text part of `POST /artist/add`. Where the artist lives is asked by the
 * application form, but optional here: a client built on the seed's contract sends none.
 */
export const artistApplicationSchema = z.object({
  bio: requiredText("Bio", 5000, { multiline: true }),
  experience,
  city: unlessEmpty(requiredText("City", 80)),
  province: unlessEmpty(provinceSchema),
  travelKm: unlessEmpty(travelKm),
  artistType: idList(LOOKUP_FIELDS.artistType),
  artistStyle: idList(LOOKUP_FIELDS.artistStyle),
  artistAvailable: idList(LOOKUP_FIELDS.artistAvailable),
});
export type ArtistApplicationInput = z.output<typeof artistApplicationSchema>;

/** The SPEC §5 pattern: text, at sign, text, dot, text. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The text part of `PUT /artist/update` (SPEC §5 messages). */
export const artistUpdateSchema = z.object({
  name: requiredText("Name", 100),
  email: profileEmailText().pipe(z.email({ error: VALID_EMAIL_REQUIRED })),
  bio: unlessEmpty(requiredText("Bio", 5000, { multiline: true })),
  experience: unlessEmpty(experience),
  city: unlessEmpty(requiredText("City", 80)),
  province: unlessEmpty(provinceSchema),
  travelKm: unlessEmpty(travelKm),
  artistType: unlessEmpty(idList(LOOKUP_FIELDS.artistType)),
  artistStyle: unlessEmpty(idList(LOOKUP_FIELDS.artistStyle)),
  artistAvailable: unlessEmpty(idList(LOOKUP_FIELDS.artistAvailable)),
});
export type ArtistUpdateInput = z.output<typeof artistUpdateSchema>;

/** `GET /artist/check-artist-profile`: null when the user has not applied; the agency's words when it rejected the application. */
export interface ArtistProfileCheck {
  artistStatus: ArtistStatus | null;
  rejectionReason: string | null;
}

/** The lookup ids of a profile, to preselect the edit form's choices. */
export type ArtistChoices = Record<LookupField, string[]>;

/** `GET /artist/profile`: SPEC §3 artist detail, the artist's own view (any status). */
export interface ArtistProfile extends PublicArtistDetail, ArtistPlace {
  email: string;
  /** Styles added since approval that the agency has not approved yet: not in `artistStyle`, not offered jobs. */
  pendingStyles: string[];
  /** A new name or bio asked since approval, not yet approved: `user` and `bio` are still the approved ones. */
  pendingChange: PendingProfileChange | null;
  artistStatus: ArtistStatus;
  artistAvailable: string[];
  choices: ArtistChoices;
  documents: ArtistDocuments;
}

/** An application as the agency reviews it. */
export interface AdminArtist extends ArtistPlace {
  id: string;
  userId: string;
  name: string;
  email: string;
  /** The account, as the agency set it: a disabled artist is off the roster and cannot be confirmed. */
  accountStatus: "active" | "disabled";
  bio: string;
  experience: string;
  status: ArtistStatus;
  /** What the agency wrote when it rejected the application; null once resubmitted or approved. */
  rejectionReason: string | null;
  createdAt: string;
  artistStyle: string[];
  artistType: string[];
  artistAvailable: string[];
  headshotUrl: string;
  resumeUrl: string;
  documents: ArtistDocuments;
}

export const adminArtistQuerySchema = pageQuerySchema.extend({
  status: z.enum(ARTIST_STATUSES, { error: choiceMessage("Status", ARTIST_STATUSES) }).optional(),
});

/**
 * `reason` (optional, with a rejection): the agency's words to the artist, in its notification
 * and kept on the application until the artist resubmits it or the agency approves it.
 */
export const artistStatusSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: choiceMessage("Status", ["approved", "rejected"]) }),
  reason: optionalText("Reason", 1000, { multiline: true }).optional(),
});
export type ArtistDecision = z.output<typeof artistStatusSchema>["status"];

/** `PUT /job/job-accept/:jobId`: no body, or the 'Additional Details' note. */
export const optInSchema = z.object({
  note: z
    .string({ error: said("The note in Additional details must be text", "api.validation.text", { field: fieldLabel("The note in Additional details") }) })
    .trim()
    .max(2000, tooLongMessage("The note in Additional details", 2000))
    .refine((v) => !hasControlCharacter(v, { multiline: true }), controlCharacterMessage("The note in Additional details"))
    .optional(),
});
export type OptInInput = z.output<typeof optInSchema>;
