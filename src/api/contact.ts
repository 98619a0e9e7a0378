import { Hono } from "hono";
import { contactSchema } from "../contracts/contact.ts";
import type { AppDeps } from "../deps.ts";
import { addContact } from "../domain/contacts.ts";
import { ok } from "../http/envelope.ts";
import { rateLimit } from "../http/rate-limit.ts";
import type { AppEnv } from "../http/types.ts";
import { validate } from "../http/validate.ts";

export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    "/add",
    rateLimit({ ...deps.rateLimits.contact, trustProxy: deps.trustProxy, message: "api.limit.contactForm", shared: { db: deps.db, bucket: "contact-form" } }),
    validate("json", contactSchema),
    async (c) => {
      await addContact(deps.db, deps.events, c.req.valid("json"));
      return ok(c, null, "api.contact.sent", 201);
    },
  );
}
