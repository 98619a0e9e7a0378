import { eq } from "drizzle-orm";
import { clients } from "../db/schema.ts";
import type { Province } from "../src/platform/contract/places.ts";
import { insertArtist } from "./factories.ts";
import type { TestApp } from "./harness.ts";
import { confirmJobInDb, endJobInDb, jobBody } from "./job-fixtures.ts";

/** A studio (signed up through the API) in `province`, or without one (null: registered before invoices had sales tax). */
export async function studioIn(t: TestApp, province: Province | null, name = "Studio Lumière") {
  const signed = await t.signUp("client", "Claire Dubois");
  const studio = {
    studioName: name,
    studioDirector: "Claire Dubois",
    address: "12 rue King, Montréal",
    contactNumber: "514 555 0142",
    province: province ?? "ON",
  };
  const add = await t.call("POST", "/api/client/add", { cookie: signed.cookie, body: studio });
  if (add.status !== 201) throw new Error(`studio: ${add.status} ${add.json.message}`);
  if (province === null) await t.db.update(clients).set({ province: null }).where(eq(clients.userId, signed.user.userId));
  return signed;
}

/**
 * A job of `studio` over since yesterday (two days of 09:00 to 12:30 at 45 $/hr unless
 * `overrides` say otherwise), confirmed with a new approved artist: the agency may complete it.
 */
export async function endedConfirmedJob(t: TestApp, studio: { cookie: string }, overrides: Record<string, unknown> = {}) {
  const posted = await t.call<{ _id: string }>("POST", "/api/job/add", { cookie: studio.cookie, body: jobBody(overrides) });
  if (posted.status !== 201) throw new Error(`job: ${posted.status} ${posted.json.message}`);
  const jobId = posted.body._id;
  const { artist } = await insertArtist(t.db, { name: "Maya Singh", styles: ["Ballet"] });
  await confirmJobInDb(t, jobId, artist.id);
  await endJobInDb(t, jobId);
  return { jobId, artistId: artist.id };
}

/** The agency completes the job (issuing its invoice): the reply of PUT /admin/jobs/:jobId/status. */
export async function completeJob(t: TestApp, admin: { cookie: string }, jobId: string) {
  return t.call("PUT", `/api/admin/jobs/${jobId}/status`, { cookie: admin.cookie, body: { status: "completed" } });
}
