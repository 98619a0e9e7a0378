import type { ApiMessage } from "../i18n/api-messages.ts";
import type { Context } from "hono";
import type { Paged } from "../contract/pagination.ts";
import type { PagedJson } from "../db/json-text.ts";
import { MAX_WHOLE_LIST } from "../db/paging.ts";
import { ok, okJson } from "./envelope.ts";

export const TOTAL_COUNT_HEADER = "X-Total-Count";

/** A list in the envelope, with `X-Total-Count` when the caller asked for a page or the whole list was cut at MAX_WHOLE_LIST. */
export function okList<T>(c: Context, list: Paged<T>, paged: boolean, message: ApiMessage = "api.success") {
  if (paged || list.total > list.items.length) c.header(TOTAL_COUNT_HEADER, String(list.total));
  return ok(c, list.items, message);
}

/** `okList` for a list that is already JSON text. */
export function okJsonList<T>(c: Context, list: PagedJson<T>, paged: boolean, message: ApiMessage = "api.success") {
  if (paged || list.total > MAX_WHOLE_LIST) c.header(TOTAL_COUNT_HEADER, String(list.total));
  return okJson(c, list.json, message);
}
