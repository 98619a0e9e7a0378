import { type ApiMessage, msg, requestLocale } from "../../platform/i18n/api-messages.ts";
import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  APPLICATION_FILE_FIELDS,
  ARTIST_FILE_KINDS,
  artistApplicationSchema,
  REPLACEABLE_DOCUMENTS,
  artistUpdateSchema,
  type ArtistFileKind,
  type ArtistProfileCheck,
} from "./artist-area.contract.ts";
import type { AskedText } from "./profile-changes.contract.ts";
import { availabilitySchema } from "../availability/index.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { getOwnAvailability, saveOwnAvailability } from "../availability/index.ts";
import { applyAsArtist, getArtistStatus, getOwnArtistProfile, updateArtistProfile } from "./artist-applications.ts";
import { DOCUMENT_LABELS, getOwnArtistDocument, type ArtistDocument } from "./artist-documents.ts";
import { DomainError } from "../../platform/errors.ts";
import { ok } from "../../platform/http/envelope.ts";
import { multipartBody, MultipartForm } from "../../platform/http/multipart.ts";
import { accountRateLimit } from "../../platform/http/rate-limit.ts";
import { currentUser, requireRole, startSession } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";

const MB = 1024 * 1024;
/** The upload limits summed (headshot 5, resume 10, four documents 10 each) plus room for the text fields. */
const APPLICATION_MAX_BYTES = 56 * MB;
/** A new headshot (5) and resume (10), plus the text fields. */
const UPDATE_MAX_BYTES = 16 * MB;

/**
 * The path of a private document: `:kind` and any other `shape` parameters
 * (one validator, as a second one on the params would replace the first's
 * output). An unknown kind or a malformed id names nothing: a 404.
 */
export const documentParams = <S extends z.ZodRawShape>(shape: S) =>
  zValidator("param", z.object({ ...shape, kind: z.enum(ARTIST_FILE_KINDS) }), (result) => {
    if (!result.success) throw new DomainError("not_found", "api.artist.documentNotFound");
  });

/**
 * Streams a document (or a headshot or resume not yet public) to its owner or the admin,
 * never cached. The headshot is a picture the pages show; every other document (a
 * résumé, a reference letter, a direct-deposit form, even one sent as an image) is
 * downloaded, never opened as a page of this site: what an uploader put in a PDF never
 * runs with the reader's session.
 */
export function documentResponse(c: Context, doc: ArtistDocument, kind: ArtistFileKind) {
  return c.body(doc.file.body, 200, {
    "Content-Type": doc.file.contentType,
    "Content-Length": String(doc.file.size),
    "Content-Disposition": `${kind === "headshot" ? "inline" : "attachment"}; filename="${doc.filename}"`,
    "Cache-Control": "private, no-store",
  });
}

/** What the artist reads after saving: a rejected application goes back to the agency; new styles, a new name or bio of an approved artist wait for it. */
export function profileUpdatedMessage(requestedStyles: string[], resubmitted = false, askedText?: AskedText): ApiMessage {
  if (resubmitted) return "api.artist.resubmitted";
  if (requestedStyles.length > 0 && askedText) return "api.artist.profileUpdatedForReview";
  if (askedText) return msg("api.artist.profileUpdatedText", { asked: askedText });
  if (requestedStyles.length === 0) return "api.artist.profileUpdated";
  return msg("api.artist.profileUpdatedStyles", { names: requestedStyles.join(", "), count: requestedStyles.length });
}

/**
 * The artist's own calls under /artist (SPEC §7), beside the public roster
 * routes mounted at the same prefix: each route checks the role itself.
 */
export function artistAreaRoutes(deps: PlatformDeps) {
  const { db, files, events } = deps;
  const artistOnly = requireRole("artist");
  const accountLimit = accountRateLimit(deps.rateLimits.account, deps.trustProxy, { db: deps.db, bucket: "account:artist" });
  return (
    new Hono<AppEnv>()
      .post("/add", artistOnly, accountLimit, multipartBody(APPLICATION_MAX_BYTES, deps.uploadSlots), async (c) => {
        const form = await MultipartForm.read(c);
        const input = form.fields(artistApplicationSchema);
        const f = APPLICATION_FILE_FIELDS;
        const created = await applyAsArtist(db, files, events, {
          userId: currentUser(c).userId,
          input,
          uploads: {
            headshot: form.file(f.headshot, "api.label.headshot"),
            resume: form.file(f.resume, "api.label.resume"),
            policeCheck: form.file(f.policeCheck, "api.label.policeCheck"),
            directDeposit: form.file(f.directDeposit, "api.label.directDeposit"),
            referenceLetters: form.files(f.referenceLetter, "api.label.referenceLetter"),
          },
        });
        return ok(c, created, "api.artist.applied", 201);
      })
      .get("/check-artist-profile", artistOnly, async (c) => {
        c.header("Cache-Control", "no-store");
        return ok<ArtistProfileCheck>(c, await getArtistStatus(db, currentUser(c).userId));
      })
      .get("/profile", artistOnly, async (c) => {
        c.header("Cache-Control", "no-store");
        return ok(c, await getOwnArtistProfile(db, files, currentUser(c).userId, requestLocale(c)));
      })
      .put("/update", artistOnly, accountLimit, multipartBody(UPDATE_MAX_BYTES, deps.uploadSlots), async (c) => {
        const form = await MultipartForm.read(c);
        const input = form.fields(artistUpdateSchema);
        const user = currentUser(c);
        const uploads = {
          headshot: form.file(APPLICATION_FILE_FIELDS.headshot, "api.label.headshot"),
          resume: form.file(APPLICATION_FILE_FIELDS.resume, "api.label.resume"),
          ...Object.fromEntries(REPLACEABLE_DOCUMENTS.map((field) => [field, form.file(field, DOCUMENT_LABELS[field])])),
        };
        const { profile, requestedStyles, askedText, resubmitted } = await updateArtistProfile(db, files, events, {
          userId: user.userId,
          input,
          uploads,
          locale: requestLocale(c),
        });
        // The session carries the name (the approved one: a new name may wait for the agency).
        await startSession(c, { ...user, name: profile.user }, deps.session);
        return ok(c, profile, profileUpdatedMessage(requestedStyles, resubmitted, askedText));
      })
      // When the artist is free (the booking rules): weekly hours and blackouts, replaced whole.
      .get("/availability", artistOnly, async (c) => ok(c, await getOwnAvailability(db, currentUser(c).userId)))
      .put("/availability", artistOnly, validate("json", availabilitySchema), async (c) =>
        ok(c, await saveOwnAvailability(db, currentUser(c).userId, c.req.valid("json")), "api.availability.saved"),
      )
      .get("/documents/:kind", artistOnly, documentParams({}), async (c) => {
        const { kind } = c.req.valid("param");
        return documentResponse(c, await getOwnArtistDocument(db, files, currentUser(c).userId, kind), kind);
      })
  );
}
