import type { Context } from "hono";
import type { Paged } from "../contracts/pagination.ts";
import { ok } from "./envelope.ts";

export const TOTAL_COUNT_HEADER = "X-Total-Count";

/** A list in the envelope, with `X-Total-Count` when the caller asked for a page. */
export function okList<T>(c: Context, list: Paged<T>, paged: boolean, message = "Success") {
  if (paged) c.header(TOTAL_COUNT_HEADER, String(list.total));
  return ok(c, list.items, message);
}
