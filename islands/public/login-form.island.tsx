import { hydrateIslands } from "../hydrate.tsx";
import { LoginForm } from "./LoginForm.tsx";

hydrateIslands("login-form", LoginForm);
