import { hydrateIslands } from "../hydrate.tsx";
import { SignupForm } from "./SignupForm.tsx";

hydrateIslands("signup-form", SignupForm);
