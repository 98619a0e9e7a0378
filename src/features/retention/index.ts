/** The retention feature's public entry: how another feature hands the daily pass the stored files its rows let go. */
export { leaveFilesForRetention, retentionFilesGone } from "./retention.ts";
