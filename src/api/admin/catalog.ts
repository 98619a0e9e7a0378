import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z, type ZodType } from "zod";
import {
  LOOKUP_ITEM_NAMES,
  lookupItemSchema,
  serviceCreateSchema,
  serviceUpdateSchema,
  testimonialCreateSchema,
  testimonialUpdateSchema,
} from "../../contracts/admin.ts";
import { LOOKUP_KINDS, type LookupKind } from "../../contracts/catalog.ts";
import { pageOf, pageQuerySchema, toPageRequest } from "../../contracts/pagination.ts";
import type { AppDeps } from "../../deps.ts";
import { listServices, listTestimonials } from "../../domain/catalog.ts";
import {
  createLookupItem,
  createService,
  createTestimonial,
  deleteLookupItem,
  deleteService,
  deleteTestimonial,
  listLookupUsage,
  renameLookupItem,
  updateService,
  updateTestimonial,
} from "../../domain/catalog-admin.ts";
import { DomainError, tooLarge } from "../../domain/errors.ts";
import { ok } from "../../http/envelope.ts";
import { okList } from "../../http/list.ts";
import type { AppEnv } from "../../http/types.ts";
import { idParam, validate } from "../../http/validate.ts";
import { UPLOAD_RULES } from "../../storage/uploads.ts";

/** An image and a few text fields: a little above the image limit. */
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_RULES.catalogImage.maxBytes + 64 * 1024,
  onError: () => {
    throw tooLarge("Image must be at most 5 MB");
  },
});

const listQuery = validate("query", pageQuerySchema);

interface ImageCatalog<Item, CreateSchema extends ZodType, UpdateSchema extends ZodType> {
  /** What one item is called in replies: "Service". */
  noun: string;
  list(): Promise<Item[]>;
  createSchema: CreateSchema;
  updateSchema: UpdateSchema;
  create(input: z.output<CreateSchema>): Promise<Item>;
  update(id: string, input: z.output<UpdateSchema>): Promise<Item>;
  remove(id: string): Promise<void>;
}

/** CRUD of a catalog list whose items carry an uploaded image (multipart). */
function imageCatalogRoutes<Item, C extends ZodType, U extends ZodType>(catalog: ImageCatalog<Item, C, U>) {
  const itemId = idParam("itemId", `${catalog.noun} not found`);
  return new Hono<AppEnv>()
    .get("/", listQuery, async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, pageOf(await catalog.list(), page), page !== undefined);
    })
    .post("/", uploadLimit, validate("form", catalog.createSchema), async (c) => {
      const item = await catalog.create(c.req.valid("form") as z.output<C>);
      return ok(c, item, `${catalog.noun} added`, 201);
    })
    .put("/:itemId", itemId, uploadLimit, validate("form", catalog.updateSchema), async (c) => {
      const item = await catalog.update(c.req.valid("param").itemId, c.req.valid("form") as z.output<U>);
      return ok(c, item, `${catalog.noun} updated`);
    })
    .delete("/:itemId", itemId, async (c) => {
      await catalog.remove(c.req.valid("param").itemId);
      return ok(c, null, `${catalog.noun} removed`);
    });
}

/** `/lookups/:kind[/:itemId]`: an unknown list or a malformed id names nothing, so it is a 404. */
const lookupParam = <S extends z.ZodObject>(schema: S) =>
  zValidator("param", schema, (result) => {
    if (!result.success) throw new DomainError("not_found", "This list or item does not exist");
  });
const kindParam = lookupParam(z.object({ kind: z.enum(LOOKUP_KINDS) }));
const itemParam = lookupParam(z.object({ kind: z.enum(LOOKUP_KINDS), itemId: z.uuid() }));

const capitalized = (kind: LookupKind) => LOOKUP_ITEM_NAMES[kind].replace(/^./, (ch) => ch.toUpperCase());

/** The catalog the public site shows (DESIGN §5): services, testimonials, lookup lists. */
export function adminCatalogRoutes(deps: AppDeps) {
  const { db, files, events } = deps;

  return new Hono<AppEnv>()
    .route(
      "/services",
      imageCatalogRoutes({
        noun: "Service",
        list: () => listServices(db),
        createSchema: serviceCreateSchema,
        updateSchema: serviceUpdateSchema,
        create: (input) => createService(db, files, events, input),
        update: (id, input) => updateService(db, files, events, id, input),
        remove: (id) => deleteService(db, files, events, id),
      }),
    )
    .route(
      "/testimonials",
      imageCatalogRoutes({
        noun: "Testimonial",
        list: () => listTestimonials(db),
        createSchema: testimonialCreateSchema,
        updateSchema: testimonialUpdateSchema,
        create: (input) => createTestimonial(db, files, events, input),
        update: (id, input) => updateTestimonial(db, files, events, id, input),
        remove: (id) => deleteTestimonial(db, files, events, id),
      }),
    )
    .get("/lookups/:kind", kindParam, listQuery, async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, pageOf(await listLookupUsage(db, c.req.valid("param").kind), page), page !== undefined);
    })
    .post("/lookups/:kind", kindParam, validate("json", lookupItemSchema), async (c) => {
      const { kind } = c.req.valid("param");
      const item = await createLookupItem(db, events, kind, c.req.valid("json"));
      return ok(c, item, `${capitalized(kind)} added`, 201);
    })
    .put("/lookups/:kind/:itemId", itemParam, validate("json", lookupItemSchema), async (c) => {
      const { kind, itemId } = c.req.valid("param");
      const item = await renameLookupItem(db, events, kind, itemId, c.req.valid("json"));
      return ok(c, item, `${capitalized(kind)} renamed`);
    })
    .delete("/lookups/:kind/:itemId", itemParam, async (c) => {
      const { kind, itemId } = c.req.valid("param");
      await deleteLookupItem(db, events, kind, itemId);
      return ok(c, null, `${capitalized(kind)} removed`);
    });
}
