import { z } from "zod";
import { optionalText, requiredMessage, requiredText } from "../../platform/contract/fields.ts";
import { fieldLabel, said } from "../../platform/contract/messages.ts";
import { RATING_MESSAGE } from "../reviews/reviews.contract.ts";
import type { LookupItem, Service, Testimonial } from "./catalog.contract.ts";

/**
 * The agency's French texts of an item, as the admin console edits them:
 * present only when set (the public lists show the English text where one is absent).
 */
export interface LookupItemFrench {
  nameFr?: string;
}
/** A lookup item as the admin API returns it: its English name and its French one when set. */
export type AdminLookupEntry = LookupItem & LookupItemFrench;
/** A service as the admin API returns it. */
export type AdminService = Service & { nameFr?: string };
/** A testimonial as the admin API returns it (the name is a person's: no French). */
export type AdminTestimonial = Testimonial & { deginationFr?: string; descriptionFr?: string };

/** A lookup item with what uses it: deleting one that is in use is refused. */
export interface AdminLookupItem extends AdminLookupEntry {
  artistCount: number;
  /** Pending jobs asking for this style (always 0 for types and availabilities). */
  openJobCount: number;
}

/** A French text: optional; an empty one clears it (the English text is shown). */
export const frenchText = (label: string, max: number, options?: Parameters<typeof optionalText>[2]) => optionalText(label, max, options).optional();

export const lookupItemSchema = z.object({ name: requiredText("Name", 60), nameFr: frenchText("Name (French)", 60) });
export type LookupItemInput = z.infer<typeof lookupItemSchema>;

/** A browser sends an empty file part when no file was chosen: that is "no file". */
const noFile = (v: unknown) => (v instanceof Blob && v.size === 0 && !(v as File).name ? undefined : v);
/**
 * An uploaded file: a `File` in the browser, a Blob on disk on the server (src/platform/http/multipart.ts).
 * `Blob` is looked up at check time, so the schema works whatever global was there at import.
 */
const fileField = (message: string) => z.custom<Blob>((v) => v instanceof Blob, { error: message });
const optionalImage = z.preprocess(noFile, fileField(said("Image must be a file", "api.upload.mustBeFile", { field: fieldLabel("Image") })).optional());
const requiredImage = z.preprocess(noFile, fileField(said("Image is required", "api.upload.required", { field: fieldLabel("Image") })));

const somethingToChange = (input: object) => Object.values(input).some((v) => v !== undefined);
const NOTHING_TO_CHANGE = said("Nothing to change: send at least one field", "api.validation.nothingToChange");

const serviceFields = { name: requiredText("Name", 80), nameFr: frenchText("Name (French)", 80) };
/** Multipart: name and an image (JPEG, PNG or WebP). */
export const serviceCreateSchema = z.object({ ...serviceFields, image: requiredImage });
/** Multipart: any of the fields; a new image replaces the old one. */
export const serviceUpdateSchema = z
  .object({ name: serviceFields.name.optional(), nameFr: serviceFields.nameFr, image: optionalImage })
  .refine(somethingToChange, NOTHING_TO_CHANGE);
export type ServiceCreateInput = z.infer<typeof serviceCreateSchema>;
export type ServiceUpdateInput = z.infer<typeof serviceUpdateSchema>;

/** Stars, from a form field: "1" to "5". */
const rating = z
  .string({ error: requiredMessage("Rating") })
  .trim()
  .regex(/^[1-5]$/, RATING_MESSAGE)
  .transform(Number);

const testimonialFields = {
  name: requiredText("Name", 80),
  /** sic: SPEC §3's wire name for the person's title, kept on the way in too. */
  degination: requiredText("Title (degination)", 80),
  deginationFr: frenchText("Title (French)", 80),
  rating,
  description: requiredText("Description", 1000, { multiline: true }),
  descriptionFr: frenchText("Description (French)", 1000, { multiline: true }),
};
export const testimonialCreateSchema = z.object({ ...testimonialFields, image: requiredImage });
export const testimonialUpdateSchema = z
  .object({
    name: testimonialFields.name.optional(),
    degination: testimonialFields.degination.optional(),
    deginationFr: testimonialFields.deginationFr,
    rating: rating.optional(),
    description: testimonialFields.description.optional(),
    descriptionFr: testimonialFields.descriptionFr,
    image: optionalImage,
  })
  .refine(somethingToChange, NOTHING_TO_CHANGE);
export type TestimonialCreateInput = z.infer<typeof testimonialCreateSchema>;
export type TestimonialUpdateInput = z.infer<typeof testimonialUpdateSchema>;
