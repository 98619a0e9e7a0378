import { z } from "zod";
import { choiceMessage, optionalText } from "../../platform/contract/fields.ts";
import { STYLE_REQUEST_DECISIONS, type StyleRequestDecision } from "./style-requests.contract.ts";

/**
 * An approved artist's new name or bio, waiting for the agency as its new styles do: the
 * public profile, mails and invoices keep the approved text until the agency approves it.
 * A null text does not change.
 */
export interface PendingProfileChange {
  name: string | null;
  bio: string | null;
  /** When the artist asked (ISO). */
  since: string;
}

/** `GET /admin/profile-changes`: one artist's waiting change beside what its profile says now. */
export interface ProfileChange {
  id: string;
  artistId: string;
  artistEmail: string;
  /** The approved name, as the profile, mails and invoices show it. */
  name: string;
  /** The name asked for; null when it does not change. */
  newName: string | null;
  bio: string;
  newBio: string | null;
  /** Which texts it asks to change (what the console's question names). */
  asked: AskedText;
  /** When the artist first asked; `updatedAt` when it last edited what it asks. */
  createdAt: string;
  updatedAt: string;
}

/** `PUT /admin/profile-changes/:changeId {status, reason?}`: a rejection may say why, in the artist's notification. */
export const profileChangeDecisionSchema = z.object({
  status: z.enum(STYLE_REQUEST_DECISIONS, { error: choiceMessage("Status", STYLE_REQUEST_DECISIONS) }),
  reason: optionalText("Reason", 1000, { multiline: true }).optional(),
});

/** What a decision answers: the change as the agency saw it, and what became of it. */
export interface ProfileChangeDecided extends ProfileChange {
  status: StyleRequestDecision;
}

/** Which of its texts a change asks for: what its messages name. */
export type AskedText = "name" | "bio" | "both";

export const askedText = (change: { name: string | null; bio: string | null }): AskedText =>
  change.name !== null && change.bio !== null ? "both" : change.name !== null ? "name" : "bio";
