import { hydrateIslands } from "../hydrate.tsx";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";

hydrateIslands("forgot-password-form", ForgotPasswordForm);
