import { hydrateIslands } from "../hydrate.tsx";
import { ResetPasswordForm } from "./ResetPasswordForm.tsx";

hydrateIslands("reset-password-form", ResetPasswordForm);
