import { z } from "zod";
import { phoneMessage, profileEmailText, provinceSchema, requiredText, unlessEmpty, VALID_EMAIL_REQUIRED } from "../../platform/contract/fields.ts";
import type { Province } from "../../platform/contract/places.ts";

/** A phone number as people type it: digits with spaces, dots, dashes, brackets, a leading +. */
const contactNumber = () => requiredText("Contact number", 30).regex(/^\+?[0-9()][0-9 ().-]{5,28}[0-9]$/, phoneMessage("Contact number"));

/**
 * `POST /client/add`: the studio's registration (SPEC §2 form). The seed's four fields;
 * the province (the invoices' sales tax follows it) is optional here, as a
 * client built on the seed's contract sends none: the address's postal code or province
 * names it, else the studio's dashboard asks on its next visit.
 */
export const clientProfileSchema = z.object({
  studioName: requiredText("Studio name", 120),
  studioDirector: requiredText("Studio director", 120),
  address: requiredText("Address", 300),
  contactNumber: contactNumber(),
  province: unlessEmpty(provinceSchema),
});
export type ClientProfileInput = z.infer<typeof clientProfileSchema>;

/** What the registration form checks before sending: the same fields, the province asked for. */
export const clientProfileFormSchema = clientProfileSchema.extend({ province: provinceSchema });

/** SPEC §5 profile edit: the simple pattern "text @ text . text". */
export const PROFILE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `PUT /client/update`: the account's name and email with the studio (SPEC §5 messages); a province not sent is kept. */
export const clientUpdateSchema = clientProfileSchema.extend({
  name: requiredText("Name", 100),
  email: profileEmailText().regex(PROFILE_EMAIL_PATTERN, VALID_EMAIL_REQUIRED),
});
export type ClientUpdateInput = z.infer<typeof clientUpdateSchema>;

/** What the Edit Profile modal checks before sending: the same fields, the province asked for. */
export const clientUpdateFormSchema = clientUpdateSchema.extend({ province: provinceSchema });

/** SPEC §3 "Client profile". */
export interface ClientProfile {
  /** The account's display name. */
  user: string;
  email: string;
  studioName: string;
  studioDirector: string;
  address: string;
  contactNumber: string;
  /** Null for a studio registered before invoices had sales tax, until it answers the dashboard's prompt. */
  province: Province | null;
}

/** `PUT /client/province`: the one answer a studio registered before provinces gives. */
export const clientProvinceSchema = z.object({ province: provinceSchema });
export type ClientProvinceInput = z.infer<typeof clientProvinceSchema>;

/** `GET /client/check-client-profile`. */
export interface ClientProfileCheck {
  exists: boolean;
  profile?: ClientProfile;
}

/** `POST` and `DELETE /client/favourites/:artistId`: whether the artist is now on the studio's shortlist. */
export interface FavouriteState {
  artistId: string;
  saved: boolean;
}
