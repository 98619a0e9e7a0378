import { hydrateIslands } from "../hydrate.tsx";
import { HeroCarousel } from "./HeroCarousel.tsx";

hydrateIslands("hero", HeroCarousel);
