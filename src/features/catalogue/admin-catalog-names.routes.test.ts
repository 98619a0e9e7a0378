import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { AdminLookupEntry, AdminService, AdminTestimonial } from "./catalog-admin.contract.ts";
import type { AdminFaqEntry } from "./faq.contract.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { PNG_BYTES } from "../../../tests/artist-fixtures.ts";

/** A name is unique in its catalog list whatever its case and accents, on create, on rename and in a race. */

const t = await suiteApp();
const admin = (await t.adminLogin()).cookie;

const FR = { "accept-language": "fr" };
const form = (fields: Record<string, string>, withImage = true) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (withImage) data.append("image", new File([PNG_BYTES], "picture.png", { type: "image/png" }));
  return data;
};

const publicUploads = () => readdirSync(join(t.config.dataDir, "uploads", "public")).sort();

const addStyle = (name: string, headers: Record<string, string> = {}) =>
  t.call<AdminLookupEntry>("POST", "/api/admin/lookups/styles", { cookie: admin, body: { name }, headers });
const addService = (name: string) => t.call<AdminService>("POST", "/api/admin/services", { cookie: admin, body: form({ name }) });
const testimonial = (name: string) => ({ name, degination: "Director", rating: "5", description: "Great teachers." });
const addTestimonial = (name: string) => t.call<AdminTestimonial>("POST", "/api/admin/testimonials", { cookie: admin, body: form(testimonial(name)) });
const addQuestion = (question: string) =>
  t.call<AdminFaqEntry>("POST", "/api/admin/faq", { cookie: admin, body: { question, answer: "Yes, in every province." } });

describe("catalog names are unique per list, whatever their case and accents", () => {
  test("lookups: 'Vogue', 'vogue' and 'Vógue' are one style, in English and French; another list may reuse it", async () => {
    expect((await addStyle("Vogue")).status).toBe(201);
    for (const name of ["vogue", "Vógue", "VOGUÉ", " vogue "]) {
      const dup = await addStyle(name);
      expect(dup.status).toBe(409);
      expect(dup.json).toMatchObject({ status: false, message: `A style named "${name.trim()}" already exists` });
    }
    expect((await addStyle("vógue", FR)).json.message).toBe("Un style nommé «\u00a0vógue\u00a0» existe déjà");
    expect((await t.call("POST", "/api/admin/lookups/types", { cookie: admin, body: { name: "Vogue" } })).status).toBe(201);
  });

  test("rename: onto another item's name (any case or accent) is a 409; changing its own case or accents is fine", async () => {
    const { body: waacking } = await addStyle("Waacking");
    await addStyle("Locking");
    const taken = await t.call("PUT", `/api/admin/lookups/styles/${waacking.id}`, { cookie: admin, body: { name: "Lóckíng" } });
    expect([taken.status, taken.json.message]).toEqual([409, 'A style named "Lóckíng" already exists']);
    const own = await t.call<AdminLookupEntry>("PUT", `/api/admin/lookups/styles/${waacking.id}`, { cookie: admin, body: { name: "wáacking" } });
    expect([own.status, own.body.name]).toEqual([200, "wáacking"]);
  });

  test("services: create and rename", async () => {
    expect((await addService("Summer Intensives")).status).toBe(201);
    const uploads = publicUploads();
    const dup = await addService("summer íntensives");
    expect([dup.status, dup.json.message]).toEqual([409, 'A service named "summer íntensives" already exists']);
    expect(publicUploads()).toEqual(uploads); // the refused item's image is not kept
    const { body: other } = await addService("Winter Intensives");
    const renamed = await t.call("PUT", `/api/admin/services/${other.id}`, { cookie: admin, body: form({ name: "SUMMER INTENSIVES" }, false) });
    expect([renamed.status, renamed.json.message]).toEqual([409, 'A service named "SUMMER INTENSIVES" already exists']);
    expect((await t.call<AdminService[]>("GET", "/api/admin/services", { cookie: admin })).body.map((s) => s.name)).toContain("Winter Intensives");
  });

  test("testimonials and FAQ questions", async () => {
    expect((await addTestimonial("Zoé Tremblay")).status).toBe(201);
    const dup = await addTestimonial("zoe tremblay");
    expect([dup.status, dup.json.message]).toEqual([409, 'A testimonial by "zoe tremblay" already exists']);
    const { body: other } = await addTestimonial("Sam Lee");
    const renamed = await t.call("PUT", `/api/admin/testimonials/${other.id}`, { cookie: admin, body: form({ name: "ZOÉ TREMBLAY" }, false) });
    expect(renamed.status).toBe(409);

    expect((await addQuestion("Do you book ballroom teachers?")).status).toBe(201);
    const again = await addQuestion("do you book BALLRÓOM teachers?");
    expect([again.status, again.json.message]).toEqual([409, "This question is already in the FAQ"]);
    const { body: question } = await addQuestion("Do you book salsa teachers?");
    const edited = await t.call("PUT", `/api/admin/faq/${question.id}`, {
      cookie: admin,
      body: { question: "Do you book ballroom teachers?", answer: "Yes." },
    });
    expect([edited.status, edited.json.message]).toEqual([409, "This question is already in the FAQ"]);
  });

  test("two admins racing: names differing only by case or accents give one 201 and one 409", async () => {
    const styles = await Promise.all([addStyle("Dancehall"), addStyle("dáncehall")]);
    expect(styles.map((r) => r.status).sort()).toEqual([201, 409]);
    const services = await Promise.all([addService("Competition Coaching"), addService("competition cóaching")]);
    expect(services.map((r) => r.status).sort()).toEqual([201, 409]);
    const questions = await Promise.all([addQuestion("Can I pay by card?"), addQuestion("can I pay by CÁRD?")]);
    expect(questions.map((r) => r.status).sort()).toEqual([201, 409]);
    const list = await t.call<AdminLookupEntry[]>("GET", "/api/admin/lookups/styles", { cookie: admin });
    expect(list.body.filter((s) => /^d.ncehall$/i.test(s.name))).toHaveLength(1);
  });
});
