import { Hono } from "hono";
import { z } from "zod";
import { adminArtistQuerySchema, artistStatusSchema } from "./artist-area.contract.ts";
import { toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { getAvailabilityForAdmin } from "../availability/index.ts";
import { decideArtist, getArtistForAdmin, listArtistsForAdmin } from "./artist-decisions.ts";
import { getArtistDocumentForAdmin } from "./artist-documents.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";
import { documentParams, documentResponse } from "./artist-area.routes.ts";
import { artists } from "../../../db/schema.ts";
import { eq } from "drizzle-orm";
import { audited, auditActor, changesBetween, entityHistory } from "../audit/index.ts";

/** Applications: review with documents, approve or reject. Mounted behind the admin guard. */
export function adminArtistRoutes(deps: PlatformDeps) {
  const { db, files } = deps;
  const artistId = idParam("artistId", "api.artist.notFound");
  return (
    new Hono<AppEnv>()
      .get("/", validate("query", adminArtistQuerySchema), async (c) => {
        c.header("Cache-Control", "no-store");
        const query = c.req.valid("query");
        const page = toPageRequest(query);
        return okList(c, await listArtistsForAdmin(db, files, { status: query.status, page, locale: requestLocale(c) }), page !== undefined);
      })
      .get("/:artistId", artistId, async (c) => {
        c.header("Cache-Control", "no-store");
        return ok(c, await getArtistForAdmin(db, files, c.req.valid("param").artistId, requestLocale(c)));
      })
      .get("/:artistId/availability", artistId, async (c) => ok(c, await getAvailabilityForAdmin(db, c.req.valid("param").artistId)))
      .get("/:artistId/documents/:kind", documentParams({ artistId: z.uuid() }), async (c) => {
        const { artistId: id, kind } = c.req.valid("param");
        return documentResponse(c, await getArtistDocumentForAdmin(db, files, id, kind), kind);
      })
      // What the agency did to this application, for the staff who see it.
      .get("/:artistId/history", artistId, async (c) => ok(c, await entityHistory(db, "artist", c.req.valid("param").artistId)))
      .put("/:artistId/status", artistId, validate("json", artistStatusSchema), async (c) => {
        const { status, reason } = c.req.valid("json");
        const id = c.req.valid("param").artistId;
        const artist = await audited(
          deps,
          auditActor(c, deps.trustProxy),
          (tx, held) => decideArtist(tx, files, held, { artistId: id, status, locale: requestLocale(c), reason }),
          {
            before: async (tx) => (await tx.select({ status: artists.status }).from(artists).where(eq(artists.id, id)).limit(1))[0],
            entry: (decided, before) => ({
              action: `artist.${status}`,
              entityType: "artist",
              entityId: id,
              changes: changesBetween(before, { status: decided.status, reason }),
            }),
          },
        );
        return ok(c, artist, artist.status === "approved" ? "api.artist.approved" : "api.artist.rejected");
      })
  );
}
