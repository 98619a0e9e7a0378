import { hydrateIslands } from "../hydrate.tsx";
import { ToasterIsland } from "./Toaster.tsx";

hydrateIslands("toaster", ToasterIsland);
