import { hydrateIslands } from "../hydrate.tsx";
import { PrivacyRequestForm } from "./PrivacyRequestForm.tsx";

hydrateIslands("privacy-request-form", PrivacyRequestForm);
