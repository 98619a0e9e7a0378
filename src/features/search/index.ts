/** The search feature's public entry: what other features use of it, and only that. */
export { searchRoster } from "./roster-search.ts";
