import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { ok } from "../../platform/http/envelope.ts";
import { multipartBody, MultipartForm } from "../../platform/http/multipart.ts";
import { currentUser, requireRole } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import { UPLOAD_LIMITS } from "../../platform/contract/uploads.ts";
import {
  addCredentialKind,
  credentialDocument,
  credentialReview,
  decideCredential,
  deleteOwnCredential,
  listCredentialKinds,
  listOwnCredentials,
  uploadCredential,
} from "./credentials.ts";
import { CREDENTIAL_DOCUMENT_FIELD, credentialDecisionSchema, credentialKindSchema, credentialUploadSchema } from "./credentials.contract.ts";
import { audited, auditActor, changesBetween } from "../audit/index.ts";

/** One document (10 MB) and the two text fields. */
const UPLOAD_MAX_BYTES = UPLOAD_LIMITS.document.maxBytes + 64 * 1024;

const credentialId = idParam("credentialId", "api.credentials.notFound");

/** The artist's own credentials, under /artist (SPEC §7): any artist with a profile, an applicant too. */
export function artistCredentialRoutes(deps: PlatformDeps) {
  const { db, files } = deps;
  const artistOnly = requireRole("artist");
  return new Hono<AppEnv>()
    .get("/credentials", artistOnly, async (c) => {
      c.header("Cache-Control", "no-store");
      return ok(c, await listOwnCredentials(db, currentUser(c).userId, requestLocale(c)));
    })
    .get("/credential-kinds", artistOnly, async (c) => ok(c, await listCredentialKinds(db, requestLocale(c))))
    .post("/credentials", artistOnly, multipartBody(UPLOAD_MAX_BYTES, deps.uploadSlots), async (c) => {
      const form = await MultipartForm.read(c);
      const input = form.fields(credentialUploadSchema);
      const document = form.file(CREDENTIAL_DOCUMENT_FIELD, "api.label.credentialDocument");
      const created = await uploadCredential(db, files, { userId: currentUser(c).userId, input, document, locale: requestLocale(c) });
      return ok(c, created, "api.credentials.uploaded", 201);
    })
    .delete("/credentials/:credentialId", artistOnly, credentialId, async (c) => {
      await deleteOwnCredential(db, files, currentUser(c).userId, c.req.valid("param").credentialId);
      return ok(c, null, "api.credentials.deleted");
    });
}

/** The agency's review of credentials, under /admin (the admin guard is the caller's). */
export function adminCredentialRoutes(deps: PlatformDeps) {
  const { db, files } = deps;
  return (
    new Hono<AppEnv>()
      .get("/credentials", async (c) => {
        c.header("Cache-Control", "no-store");
        return ok(c, await credentialReview(db, requestLocale(c)));
      })
      .put("/credentials/:credentialId", credentialId, validate("json", credentialDecisionSchema), async (c) => {
        const id = c.req.valid("param").credentialId;
        const decision = c.req.valid("json");
        const decided = await audited(deps, auditActor(c, deps.trustProxy), (tx) => decideCredential(tx, id, decision, requestLocale(c)), {
          entry: (d) => ({
            action: `credential.${decision.status}`,
            entityType: "credential",
            entityId: id,
            changes: changesBetween({ status: "pending" }, { status: d.status, reason: decision.reason }),
          }),
        });
        return ok(c, decided, "api.credentials.decided");
      })
      // Downloaded, never opened as a page of this site: what an uploader put in a PDF never runs with the agency's session.
      .get("/credentials/:credentialId/document", credentialId, async (c) => {
        const { file, filename } = await credentialDocument(db, files, c.req.valid("param").credentialId);
        return c.body(file.body, 200, {
          "Content-Type": file.contentType,
          "Content-Length": String(file.size),
          "Content-Disposition": `attachment; filename="${filename}"`,
          "Cache-Control": "private, no-store",
        });
      })
      .get("/credential-kinds", async (c) => ok(c, await listCredentialKinds(db, requestLocale(c))))
      .post("/credential-kinds", validate("json", credentialKindSchema), async (c) => {
        const input = c.req.valid("json");
        const kind = await audited(deps, auditActor(c, deps.trustProxy), (tx) => addCredentialKind(tx, input, requestLocale(c)), {
          entry: (added) => ({
            action: "credential_kind.added",
            entityType: "credential_kind",
            entityId: null,
            changes: changesBetween(undefined, { ...input, key: added.key }),
          }),
        });
        return ok(c, kind, "api.credentials.kindAdded", 201);
      })
  );
}
