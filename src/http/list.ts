import type { Context } from "hono";
import type { Paged } from "../contracts/pagination.ts";
import type { PagedJson } from "../domain/json-text.ts";
import { ok, okJson } from "./envelope.ts";

export const TOTAL_COUNT_HEADER = "X-Total-Count";

/** A list in the envelope, with `X-Total-Count` when the caller asked for a page. */
export function okList<T>(c: Context, list: Paged<T>, paged: boolean, message = "Success") {
  if (paged) c.header(TOTAL_COUNT_HEADER, String(list.total));
  return ok(c, list.items, message);
}

/** `okList` for a list that is already JSON text. */
export function okJsonList<T>(c: Context, list: PagedJson<T>, paged: boolean, message = "Success") {
  if (paged) c.header(TOTAL_COUNT_HEADER, String(list.total));
  return okJson(c, list.json, message);
}
