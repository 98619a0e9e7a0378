import { Hono } from "hono";
import { contactSchema } from "./contact.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { addContact } from "./contacts.ts";
import { ok } from "../../platform/http/envelope.ts";
import { rateLimit } from "../../platform/http/rate-limit.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";

export function contactRoutes(deps: PlatformDeps) {
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
