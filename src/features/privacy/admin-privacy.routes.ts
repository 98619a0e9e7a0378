import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { DomainError } from "../../platform/errors.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import { currentUser } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { AGENCY_TIME_ZONE } from "../../platform/i18n/format.ts";
import { dateIn } from "../../platform/places/time-zones.ts";
import { audited, auditActor, changesBetween } from "../audit/index.ts";
import { getPolicy, getPrivacySettings, listPolicies, publishPolicy, setPrivacyOfficer } from "./policies.ts";
import { POLICY_KINDS } from "./privacy-kinds.contract.ts";
import {
  answerPrivacyRequest,
  getPrivacyRequest,
  listPrivacyIncidents,
  listPrivacyRequests,
  PRIVACY_REQUEST_NOT_FOUND,
  recordPrivacyIncident,
} from "./privacy-requests.ts";
import { policyInputSchema, privacyAnswerSchema, privacyIncidentSchema, privacyOfficerSchema } from "./privacy.contract.ts";

/** A policy's kind in the path; anything else names no document (404). */
const policyKindParam = zValidator("param", z.object({ kind: z.enum(POLICY_KINDS) }), (result) => {
  if (!result.success) throw new DomainError("not_found", "api.privacy.policyNotFound");
});

const requestId = idParam("requestId", PRIVACY_REQUEST_NOT_FOUND);

/** The owner's privacy work in the console: the policies, the person in charge, the requests and the incidents register. */
export function adminPrivacyRoutes(deps: PlatformDeps) {
  const { db } = deps;
  const actor = (c: Parameters<typeof auditActor>[0]) => auditActor(c, deps.trustProxy);
  return (
    new Hono<AppEnv>()
      .get("/policies", async (c) => ok(c, await listPolicies(db)))
      // Each save is a new version: the terms' or the privacy policy's asks everyone to accept it again.
      .put("/policies/:kind", policyKindParam, validate("json", policyInputSchema), async (c) => {
        const { kind } = c.req.valid("param");
        const saved = await audited(deps, actor(c), (tx) => publishPolicy(tx, kind, c.req.valid("json"), dateIn(AGENCY_TIME_ZONE)), {
          before: (tx) => getPolicy(tx, kind),
          entry: (after, before) => ({ action: "policy.published", entityType: "policy", entityId: kind, changes: changesBetween(before, after) }),
        });
        return ok(c, saved, "api.privacy.policyPublished");
      })
      .get("/settings/privacy", async (c) => ok(c, (await getPrivacySettings(db)).officer))
      .put("/settings/privacy", validate("json", privacyOfficerSchema), async (c) => {
        const saved = await audited(deps, actor(c), (tx) => setPrivacyOfficer(tx, c.req.valid("json")), {
          before: async (tx) => (await getPrivacySettings(tx)).officer,
          entry: (after, before) => ({ action: "privacy_officer.updated", entityType: "agency", changes: changesBetween(before, after) }),
        });
        return ok(c, saved, "api.privacy.officerSaved");
      })
      .get("/privacy-requests", validate("query", pageQuerySchema), async (c) => {
        const page = toPageRequest(c.req.valid("query"));
        return okList(c, await listPrivacyRequests(db, page), page !== undefined);
      })
      .put("/privacy-requests/:requestId", requestId, validate("json", privacyAnswerSchema), async (c) => {
        const id = c.req.valid("param").requestId;
        const answered = await audited(deps, actor(c), (tx) => answerPrivacyRequest(tx, id, c.req.valid("json")), {
          before: (tx) => getPrivacyRequest(tx, id),
          entry: (after, before) => ({
            action: "privacy_request.answered",
            entityType: "privacy_request",
            entityId: id,
            changes: changesBetween(before, { status: after.status, answer: after.answer }),
          }),
        });
        return ok(c, answered, "api.privacy.requestAnswered");
      })
      .get("/privacy-incidents", validate("query", pageQuerySchema), async (c) => {
        const page = toPageRequest(c.req.valid("query"));
        return okList(c, await listPrivacyIncidents(db, page), page !== undefined);
      })
      .post("/privacy-incidents", validate("json", privacyIncidentSchema), async (c) => {
        const recorded = await audited(deps, actor(c), (tx) => recordPrivacyIncident(tx, c.req.valid("json"), currentUser(c).name), {
          entry: (incident) => ({
            action: "privacy_incident.recorded",
            entityType: "privacy_incident",
            entityId: incident.id,
            changes: changesBetween(undefined, incident),
          }),
        });
        return ok(c, recorded, "api.privacy.incidentRecorded", 201);
      })
  );
}
