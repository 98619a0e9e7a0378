/** The offers feature's public entry: what other features use of it, and only that. */
export { artistsMatching, bookingMismatchOf, hasStyleSql, loadMatchingArtist, loadMatchingArtists, loadMatchingJob, notEndedOn, openJob } from "./matching.ts";
export type { Mismatch } from "./matching.ts";
