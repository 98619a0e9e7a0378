import { hydrateIslands } from "../hydrate.tsx";
import { VerifyEmail } from "./VerifyEmail.tsx";

hydrateIslands("verify-email", VerifyEmail);
