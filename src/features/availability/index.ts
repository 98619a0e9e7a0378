/** The availability feature's public entry: what other features use of it, and only that. */
export {
  eraseAvailability,
  getAvailabilityForAdmin,
  getOwnAvailability,
  readAvailabilities,
  readAvailability,
  saveOwnAvailability,
} from "./artist-availability.ts";
export { availabilitySchema, earliestBlackoutEnd } from "./availability.contract.ts";
export type { ArtistAvailability } from "./availability.contract.ts";
export { isFreeFor } from "./availability.ts";
export type { Session } from "./availability.ts";
