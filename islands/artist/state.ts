import { atom } from "jotai";

/** Approved, as checked once per page load (not persisted): moving inside the area does not ask again. */
export const approvedAtom = atom(false);
