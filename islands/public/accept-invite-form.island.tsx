import { hydrateIslands } from "../hydrate.tsx";
import { AcceptInviteForm } from "./AcceptInviteForm.tsx";

hydrateIslands("accept-invite-form", AcceptInviteForm);
