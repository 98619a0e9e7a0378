import { hydrateIslands } from "../hydrate.tsx";
import { FavouriteButton } from "./FavouriteButton.tsx";

hydrateIslands("favourite-button", FavouriteButton);
