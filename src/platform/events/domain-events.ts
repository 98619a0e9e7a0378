/**
 * The events whose payload is a feature's own shape, each declared by its feature, keyed by type
 * (`declare module` of this file: src/features/<f>/events.ts); the union below takes them in.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface, so that the features can add to it.
export interface FeatureEvents {}

/**
 * What happened, told by the domain function that made it happen, after its
 * transaction committed. Side effects (caches, sockets, and later notifications
 * and mail) subscribe to these instead of hanging off route handlers, so every
 * path to a change (API, socket, script, another instance) has the same effects.
 */
export type DomainEvent =
  | { type: "artist.applied"; artistId: string; userId: string }
  /** A rejected artist edited its application: it waits for the agency again. */
  | { type: "artist.resubmitted"; artistId: string; userId: string }
  /** The artist edited its profile; `approved` says whether the public roster shows it. */
  | { type: "artist.profile_changed"; artistId: string; userId: string; approved: boolean }
  | { type: "artist.approved"; artistId: string; userId: string }
  /** `reason`: what the agency wrote to the artist, when it wrote something (the notification carries it). */
  | { type: "artist.rejected"; artistId: string; userId: string; reason?: string }
  /** An approved artist added styles to its profile: they wait for the agency (not on the roster, not offered jobs). */
  | { type: "artist.styles_requested"; artistId: string; userId: string; styleIds: string[] }
  /** The agency decided one style request: approved, the style is the artist's now (roster, offers). */
  | { type: "artist.style_approved"; requestId: string; artistId: string; userId: string; styleId: string }
  | { type: "artist.style_rejected"; requestId: string; artistId: string; userId: string; styleId: string }
  | { type: "job.posted"; jobId: string; clientUserId: string }
  | { type: "job.cancelled"; jobId: string; by: "client" | "admin" }
  /** The studio edited its posted job (still waiting for an artist): the artists who opted in hear of it. */
  | { type: "job.changed"; jobId: string }
  | { type: "job.opted_in"; jobId: string; artistId: string }
  /** The artist took back its opt-in before the job was booked: the agency's applicants and the studio's count no longer have it. */
  | { type: "job.opt_in_withdrawn"; jobId: string; artistId: string }
  | { type: "job.confirmed"; jobId: string; artistId: string }
  | { type: "job.completed"; jobId: string }
  /** The agency moved a booked job to other days or hours; `sequence` is the job's calendar version after it. */
  | { type: "job.rescheduled"; jobId: string; sequence: number }
  /** The studio or the agency called off one session of a job (the job goes on); `sequence`: the calendar version after it. */
  | { type: "job.session_cancelled"; jobId: string; date: string; sequence: number; by: "client" | "admin" }
  /** The agency gave a booked job to another of its applicants. */
  | { type: "job.reassigned"; jobId: string; artistId: string; previousArtistId: string; sequence: number }
  /** A studio reviewed the artist of its completed job: the artist hears of it. */
  | { type: "review.posted"; reviewId: string; artistId: string; jobId: string }
  /** A review was published, hidden or shown again: the artist's average and count moved. */
  | { type: "review.changed"; artistId: string }
  | { type: "contact.received"; contactId: string }
  /** Sessions ended (logout), or every session of a user (password or role changed, account disabled): caches drop them, their sockets close. */
  | { type: "session.revoked"; sessionIds: string[] }
  | { type: "session.revoked"; userId: string }
  /** The account's address is proved by its link, or the account moved to a new address its link proved. */
  | { type: "account.email_verified"; userId: string }
  | { type: "account.email_changed"; userId: string }
  | { type: "account.password_changed"; userId: string; by: "change" | "reset" }
  /** The agency disabled or re-enabled an account; `artistId` when it has an artist profile (the roster shows active accounts only). */
  | { type: "account.disabled"; userId: string; artistId: string | null }
  | { type: "account.enabled"; userId: string; artistId: string | null }
  /** The user deleted the account: its personal data is erased, its files removed, its bookings kept anonymised. */
  | { type: "account.deleted"; userId: string; artistId: string | null }
  /** A scheduled backup failed, or its process stopped before it was done: the agency's owner hears of it. */
  | { type: "backup.failed"; runId: string }
  | FeatureEvents[keyof FeatureEvents];

export type DomainEventType = DomainEvent["type"];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** What a domain function needs to tell what it did. */
export interface EventPublisher {
  /** Call after the change is committed: a listener may read it back at once. */
  publish(event: DomainEvent): void;
}
