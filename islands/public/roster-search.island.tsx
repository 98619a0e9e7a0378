import { hydrateIslands } from "../hydrate.tsx";
import { RosterSearch } from "./RosterSearch.tsx";

hydrateIslands("roster-search", RosterSearch);
