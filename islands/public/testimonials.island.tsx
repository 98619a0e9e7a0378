import { hydrateIslands } from "../hydrate.tsx";
import { Testimonials } from "./Testimonials.tsx";

hydrateIslands("testimonials", Testimonials);
