import { hc, type ClientRequestOptions, type ClientResponse } from "hono/client";
import type { ResponseFormat } from "hono/types";
import type { ApiRoutes } from "../../src/api/routes.contract.ts";
import { type Envelope, IDEMPOTENCY_KEY_HEADER } from "../../src/platform/contract/envelope.ts";
import { navigateWithinSite } from "./navigation.ts";
import { forgetOfflineCopies } from "./offline.ts";
import { initialRootState, ROOT_STORAGE_KEY, storedRoot } from "./root-storage.ts";

/** Every call goes to one base path and sends the session cookie (SPEC §7). */
const API_BASE = "/api";

/**
 * The API, typed from its routes (`src/api`): `client.job.add.$post`,
 * `client.job.detail[":jobId"].$get`. A wrong path, parameter or field is a type
 * error. Requests go through the global `fetch` as it is when they are sent (the
 * UI tests' fake server replaces it). Send them with `call` (or `upload`).
 */
export const client = hc<ApiRoutes>(API_BASE);

const NO_CACHE = { "Cache-Control": "no-cache", Pragma: "no-cache", Expires: "0" };

/**
 * The server answers in the page's language (`<html lang>`), not in the
 * browser's: a French page in an English browser gets French messages.
 */
const pageLanguage = () => document.documentElement.lang || "en-CA";

export interface CallOptions {
  /** Send the no-cache request headers of SPEC §7. */
  noCache?: boolean;
  signal?: AbortSignal;
  /** A 401 sends the browser to /login (SPEC §4); the login form itself turns this off, its 401 is a wrong password. */
  redirectOnUnauthorized?: boolean;
  /** The same key on a retry makes the server do the change once (the chat's queued messages). */
  idempotencyKey?: string;
}

/** The reply of a call: the envelope, plus the total of a paginated list and the HTTP status (a retry is worth it on 429 and 5xx). */
export type ApiReply<T> = Envelope<T> & { total: number | null; httpStatus: number };

/** Any reply of `client`, before its body is read. */
export type AnyClientResponse = ClientResponse<unknown, number, ResponseFormat>;

/** One method of a route of `client`, e.g. `client.job.add.$post`. */
export type Endpoint<A, R extends AnyClientResponse> = (args: A, options?: ClientRequestOptions) => Promise<R>;

/** What a route's handler puts in the envelope's `response`. */
export type ResponseOf<R> = R extends ClientResponse<infer O, number, ResponseFormat> ? (O extends { response: infer T } ? T : never) : never;

/**
 * When the page started to leave (the bar's Log Out form, a link). Its own logout ends
 * the session while the page's calls are still out: their 401s must not cut that
 * navigation off for /login. Bounded, because a link that turns out to be a download
 * fires beforeunload too and the page stays.
 */
let leftAt = Number.NEGATIVE_INFINITY;
const LEAVING_MS = 10_000;
let watched: Document | undefined;
/** Listens to the window of the page the calls go out from (the UI tests open a new one per suite, under the same `window`). */
function watchLeaving() {
  if (typeof document === "undefined" || watched === document) return;
  watched = document;
  window.addEventListener("beforeunload", () => {
    leftAt = Date.now();
  });
  window.addEventListener("pageshow", () => {
    leftAt = Number.NEGATIVE_INFINITY;
  });
}
watchLeaving();

/** To the login page, unless the page is already on its way elsewhere. */
export function goToLogin() {
  if (Date.now() - leftAt >= LEAVING_MS) navigateWithinSite("/login");
}

/** SPEC §4: "A 401 on any call redirects to /login" (and the stored user is cleared). */
export function onUnauthorized() {
  localStorage.setItem(ROOT_STORAGE_KEY, JSON.stringify({ ...(storedRoot() ?? initialRootState), auth: { user: null } }));
  void forgetOfflineCopies();
  goToLogin();
}

/**
 * Sends `endpoint(args)` and returns its envelope whatever the status (callers
 * show `message` on `status: false`). Throws only when the network or the
 * server fails to answer with an envelope.
 */
export async function call<A, R extends AnyClientResponse>(endpoint: Endpoint<A, R>, args: A, options: CallOptions = {}): Promise<ApiReply<ResponseOf<R>>> {
  watchLeaving();
  const res = await endpoint(args, {
    headers: {
      ...(options.noCache ? NO_CACHE : {}),
      ...(options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {}),
      "Accept-Language": pageLanguage(),
    },
    init: { credentials: "include", signal: options.signal },
  });
  if (res.status === 401 && options.redirectOnUnauthorized !== false) onUnauthorized();
  const envelope = (await res.json()) as Envelope<ResponseOf<R>>;
  const total = res.headers.get("X-Total-Count");
  return { ...envelope, total: total === null ? null : Number(total), httpStatus: res.status };
}

/** A route of `client` that takes a multipart form by `method`: `client.artist.add`, `client.admin.services[":itemId"]`. */
export type UploadRoute<M extends "$post" | "$put", R extends AnyClientResponse> = { [K in M]: Endpoint<never, R> } & {
  $path(args?: { param: Record<string, string> }): string;
};

/**
 * A multipart upload to `route` with progress (fetch cannot report upload
 * progress); `param` fills the route's path parameters, `onProgress` receives 0..1.
 */
export function upload<M extends "$post" | "$put", R extends AnyClientResponse>(
  route: UploadRoute<M, R>,
  method: M,
  form: FormData,
  options: { param?: Record<string, string>; onProgress?: (fraction: number) => void } = {},
): Promise<ApiReply<ResponseOf<R>>> {
  watchLeaving();
  const path = route.$path(options.param ? { param: options.param } : undefined);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method === "$put" ? "PUT" : "POST", API_BASE + path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept-Language", pageLanguage());
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) onUnauthorized();
      const envelope = xhr.response as Envelope<ResponseOf<R>> | null;
      if (!envelope || typeof envelope.status !== "boolean") {
        reject(new Error(`Unexpected reply (${xhr.status})`));
        return;
      }
      resolve({ ...envelope, total: null, httpStatus: xhr.status });
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.send(form);
  });
}
