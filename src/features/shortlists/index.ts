/** The shortlists feature's public entry: what other features use of it, and only that. */
export { listFavourites, removeFavourite, saveFavourite } from "./favourites.ts";
