import type { AskedText } from "./profile-changes.contract.ts";

/** The artists' domain events that carry their own shapes, in the union of src/platform/events/domain-events.ts. */
declare module "../../platform/events/domain-events.ts" {
  interface FeatureEvents {
    /**
     * An approved artist asked for a new name or bio (`asked`: which): it waits for the agency, the
     * profile keeps the approved text. The texts stay in the database: a bio is too long for NOTIFY.
     */
    "artist.profile_change_requested": { type: "artist.profile_change_requested"; changeId: string; artistId: string; userId: string; asked: AskedText };
    /** The agency decided it: approved, the new texts are the profile's (roster, mails, invoices); `reason`, a rejection's words to the artist. */
    "artist.profile_change_approved": { type: "artist.profile_change_approved"; changeId: string; artistId: string; userId: string; asked: AskedText };
    "artist.profile_change_rejected": {
      type: "artist.profile_change_rejected";
      changeId: string;
      artistId: string;
      userId: string;
      asked: AskedText;
      reason?: string;
    };
  }
}
