import { hydrateIslands } from "../hydrate.tsx";
import { ContactForm } from "./ContactForm.tsx";

hydrateIslands("contact-form", ContactForm);
