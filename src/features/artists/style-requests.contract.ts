import { z } from "zod";
import { choiceMessage } from "../../platform/contract/fields.ts";

/**
 * A style an approved artist added to its profile, waiting for the agency:
 * it counts (roster, job offers) only once approved.
 */
export interface StyleRequest {
  id: string;
  artistId: string;
  /** The artist's account name. */
  artistName: string;
  artistEmail: string;
  /** The style asked for. */
  style: string;
  styleId: string;
  /** The styles the artist already has, for context. */
  currentStyles: string[];
  createdAt: string;
}

export const STYLE_REQUEST_DECISIONS = ["approved", "rejected"] as const;
export type StyleRequestDecision = (typeof STYLE_REQUEST_DECISIONS)[number];

/** `PUT /admin/style-requests/:requestId {status}`. */
export const styleRequestDecisionSchema = z.object({
  status: z.enum(STYLE_REQUEST_DECISIONS, { error: choiceMessage("Status", STYLE_REQUEST_DECISIONS) }),
});

/** What a decision answers: the request as it was, and what became of it. */
export interface StyleRequestDecided extends StyleRequest {
  status: StyleRequestDecision;
}
