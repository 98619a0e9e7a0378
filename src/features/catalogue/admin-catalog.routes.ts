import { msg } from "../../platform/i18n/api-messages.ts";
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z, type ZodObject } from "zod";
import { lookupItemSchema, serviceCreateSchema, serviceUpdateSchema, testimonialCreateSchema, testimonialUpdateSchema } from "./catalog-admin.contract.ts";
import { LOOKUP_KINDS } from "./catalog.contract.ts";
import { faqEntrySchema } from "./faq.contract.ts";
import { pageOf, pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import {
  createLookupItem,
  createService,
  createTestimonial,
  deleteLookupItem,
  deleteService,
  deleteTestimonial,
  listAdminServices,
  listAdminTestimonials,
  listLookupUsage,
  renameLookupItem,
  updateService,
  updateTestimonial,
} from "./catalog-admin.ts";
import { DomainError, invalid } from "../../platform/errors.ts";
import { createFaqEntry, deleteFaqEntry, listAdminFaq, updateFaqEntry } from "./faq.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import { MultipartForm, multipartBody, type UploadSlots } from "../../platform/http/multipart.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, issueMessage, rejectControlCharacters, validate } from "../../platform/http/validate.ts";
import { UPLOAD_RULES } from "../../platform/storage/uploads.ts";
import type { Database } from "../../platform/db/client.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { type AuditAction, audited, auditActor, changesBetween } from "../audit/index.ts";

const MB = 1024 * 1024;
const IMAGE = UPLOAD_RULES.catalogImage;
/** An image and a few text fields: a little above the image limit. */
const IMAGE_FORM_MAX_BYTES = IMAGE.maxBytes + 64 * 1024;
const IMAGE_TOO_LARGE = msg("api.upload.fileTooLarge", { field: msg(IMAGE.label), mb: IMAGE.maxBytes / MB });

/**
 * The form of an image item, streamed (src/platform/http/multipart.ts): the image goes to
 * a temporary file as it arrives, the body refused with a 413 as soon as it
 * passes the limit (an image a little over 5 MB is refused by its check). A body
 * that is not a form says how to send one (400).
 */
const imageUpload = (slots: UploadSlots): MiddlewareHandler<AppEnv> => {
  const streamed = multipartBody(IMAGE_FORM_MAX_BYTES, slots, IMAGE_TOO_LARGE);
  return async (c, next) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
      throw invalid("api.upload.catalogMultipart");
    }
    return streamed(c, next);
  };
};

/** The form's text fields (one value each) and its image (at most one file), checked by `schema`: a 400 naming the field otherwise. */
async function readImageForm<S extends ZodObject>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const form = await MultipartForm.read(c);
  const textFields = Object.keys(schema.shape).filter((name) => name !== "image");
  const text = form.fields(z.object(Object.fromEntries(textFields.map((name) => [name, z.string().optional()]))));
  const parsed = schema.safeParse({ ...text, image: form.file("image", "api.label.image") });
  if (!parsed.success) throw invalid(issueMessage(parsed.error.issues[0]!));
  rejectControlCharacters(parsed.data);
  return parsed.data;
}

const listQuery = validate("query", pageQuerySchema);

interface ImageCatalog<Item, CreateSchema extends ZodObject, UpdateSchema extends ZodObject> {
  /** What one item is called in replies: "Service". */
  /** What the messages call an item of the list. */
  noun: "service" | "testimonial";
  list(): Promise<Item[]>;
  createSchema: CreateSchema;
  updateSchema: UpdateSchema;
  create(tx: Database, events: EventPublisher, input: z.output<CreateSchema>): Promise<Item>;
  update(tx: Database, events: EventPublisher, id: string, input: z.output<UpdateSchema>): Promise<Item>;
  remove(tx: Database, events: EventPublisher, id: string): Promise<void>;
}

/**
 * A change to the catalogue by the signed-in staff member, with its row in the audit log
 * (`service.added`, `faq.removed`, …): the item's id, and what the form said.
 */
function catalogueChange<T>(
  deps: PlatformDeps,
  c: Context<AppEnv>,
  what: { action: AuditAction; entityType: string; entityId?: string; input?: Record<string, unknown> },
  change: (tx: Database, events: EventPublisher) => Promise<T>,
): Promise<T> {
  return audited(deps, auditActor(c, deps.trustProxy), change, {
    entry: (result) => ({
      action: what.action,
      entityType: what.entityType,
      entityId: what.entityId ?? (result as { id?: string } | null)?.id ?? null,
      changes: what.input ? changesBetween(undefined, what.input) : {},
    }),
  });
}

/** CRUD of a catalog list whose items carry an uploaded image (multipart). */
function imageCatalogRoutes<Item, C extends ZodObject, U extends ZodObject>(deps: PlatformDeps, catalog: ImageCatalog<Item, C, U>) {
  const itemId = idParam("itemId", msg("api.catalog.itemNotFound", { noun: catalog.noun }));
  const upload = imageUpload(deps.uploadSlots);
  const entityType = catalog.noun;
  return new Hono<AppEnv>()
    .get("/", listQuery, async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, pageOf(await catalog.list(), page), page !== undefined);
    })
    .post("/", upload, async (c) => {
      const input = await readImageForm(c, catalog.createSchema);
      const item = await catalogueChange(deps, c, { action: `${entityType}.added`, entityType, input }, (tx, events) => catalog.create(tx, events, input));
      return ok(c, item, msg("api.catalog.item", { noun: catalog.noun, action: "added" }), 201);
    })
    .put("/:itemId", itemId, upload, async (c) => {
      const id = c.req.valid("param").itemId;
      const input = await readImageForm(c, catalog.updateSchema);
      const item = await catalogueChange(deps, c, { action: `${entityType}.updated`, entityType, entityId: id, input }, (tx, events) =>
        catalog.update(tx, events, id, input),
      );
      return ok(c, item, msg("api.catalog.item", { noun: catalog.noun, action: "updated" }));
    })
    .delete("/:itemId", itemId, async (c) => {
      const id = c.req.valid("param").itemId;
      await catalogueChange(deps, c, { action: `${entityType}.removed`, entityType, entityId: id }, (tx, events) => catalog.remove(tx, events, id));
      return ok(c, null, msg("api.catalog.item", { noun: catalog.noun, action: "removed" }));
    });
}

/** `/lookups/:kind[/:itemId]`: an unknown list or a malformed id names nothing, so it is a 404. */
const lookupParam = <S extends z.ZodObject>(schema: S) =>
  zValidator("param", schema, (result) => {
    if (!result.success) throw new DomainError("not_found", "api.catalog.notFound");
  });
const kindParam = lookupParam(z.object({ kind: z.enum(LOOKUP_KINDS) }));
const itemParam = lookupParam(z.object({ kind: z.enum(LOOKUP_KINDS), itemId: z.uuid() }));

/** `/faq[/:itemId]`: the FAQ's questions and answers in English and French (JSON), in the agency's order. */
function faqRoutes(deps: PlatformDeps) {
  const itemId = idParam("itemId", "api.faq.notFound");
  const entry = validate("json", faqEntrySchema);
  return new Hono<AppEnv>()
    .get("/", listQuery, async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, pageOf(await listAdminFaq(deps.db), page), page !== undefined);
    })
    .post("/", entry, async (c) => {
      const input = c.req.valid("json");
      const added = await catalogueChange(deps, c, { action: "faq.added", entityType: "faq", input }, (tx, events) => createFaqEntry(tx, events, input));
      return ok(c, added, msg("api.faq.entry", { action: "added" }), 201);
    })
    .put("/:itemId", itemId, entry, async (c) => {
      const { itemId: id } = c.req.valid("param");
      const input = c.req.valid("json");
      const updated = await catalogueChange(deps, c, { action: "faq.updated", entityType: "faq", entityId: id, input }, (tx, events) =>
        updateFaqEntry(tx, events, id, input),
      );
      return ok(c, updated, msg("api.faq.entry", { action: "updated" }));
    })
    .delete("/:itemId", itemId, async (c) => {
      const { itemId: id } = c.req.valid("param");
      await catalogueChange(deps, c, { action: "faq.removed", entityType: "faq", entityId: id }, (tx, events) => deleteFaqEntry(tx, events, id));
      return ok(c, null, msg("api.faq.entry", { action: "removed" }));
    });
}

/** The catalog the public site shows: services, testimonials, lookup lists, the FAQ. */
export function adminCatalogRoutes(deps: PlatformDeps) {
  const { db, files } = deps;

  return new Hono<AppEnv>()
    .route(
      "/services",
      imageCatalogRoutes(deps, {
        noun: "service",
        list: () => listAdminServices(db),
        createSchema: serviceCreateSchema,
        updateSchema: serviceUpdateSchema,
        create: (tx, events, input) => createService(tx, files, events, input),
        update: (tx, events, id, input) => updateService(tx, files, events, { id, input }),
        remove: (tx, events, id) => deleteService(tx, files, events, id),
      }),
    )
    .route(
      "/testimonials",
      imageCatalogRoutes(deps, {
        noun: "testimonial",
        list: () => listAdminTestimonials(db),
        createSchema: testimonialCreateSchema,
        updateSchema: testimonialUpdateSchema,
        create: (tx, events, input) => createTestimonial(tx, files, events, input),
        update: (tx, events, id, input) => updateTestimonial(tx, files, events, { id, input }),
        remove: (tx, events, id) => deleteTestimonial(tx, files, events, id),
      }),
    )
    .route("/faq", faqRoutes(deps))
    .get("/lookups/:kind", kindParam, listQuery, async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, pageOf(await listLookupUsage(db, c.req.valid("param").kind), page), page !== undefined);
    })
    .post("/lookups/:kind", kindParam, validate("json", lookupItemSchema), async (c) => {
      const { kind } = c.req.valid("param");
      const input = c.req.valid("json");
      const item = await catalogueChange(deps, c, { action: `${kind}.added`, entityType: kind, input }, (tx, events) =>
        createLookupItem(tx, events, kind, input),
      );
      return ok(c, item, msg("api.lookup.item", { kind, action: "added" }), 201);
    })
    .put("/lookups/:kind/:itemId", itemParam, validate("json", lookupItemSchema), async (c) => {
      const { kind, itemId } = c.req.valid("param");
      const input = c.req.valid("json");
      const item = await catalogueChange(deps, c, { action: `${kind}.renamed`, entityType: kind, entityId: itemId, input }, (tx, events) =>
        renameLookupItem(tx, events, { kind, id: itemId, input }),
      );
      return ok(c, item, msg("api.lookup.item", { kind, action: "renamed" }));
    })
    .delete("/lookups/:kind/:itemId", itemParam, async (c) => {
      const { kind, itemId } = c.req.valid("param");
      await catalogueChange(deps, c, { action: `${kind}.removed`, entityType: kind, entityId: itemId }, (tx, events) =>
        deleteLookupItem(tx, events, kind, itemId),
      );
      return ok(c, null, msg("api.lookup.item", { kind, action: "removed" }));
    });
}
