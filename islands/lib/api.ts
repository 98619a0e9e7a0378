import type { Envelope } from "../../src/contracts/envelope.ts";
import { initialRootState, ROOT_STORAGE_KEY, type RootState } from "./state.ts";

/** Every call goes to one base path and sends the session cookie (SPEC §7). */
export const API_BASE = "/api";

const NO_CACHE = { "Cache-Control": "no-cache", Pragma: "no-cache", Expires: "0" };

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  /** Send the no-cache request headers of SPEC §7. */
  noCache?: boolean;
  signal?: AbortSignal;
  /** A 401 sends the browser to /login (SPEC §4); the login form itself turns this off, its 401 is a wrong password. */
  redirectOnUnauthorized?: boolean;
}

/** The reply of a call: the envelope, plus the total of a paginated list. */
export type ApiReply<T> = Envelope<T> & { total: number | null };

/** SPEC §4: "A 401 on any call redirects to /login" (and the stored user is cleared). */
export function onUnauthorized() {
  try {
    const stored = JSON.parse(localStorage.getItem(ROOT_STORAGE_KEY) ?? "null") as RootState | null;
    localStorage.setItem(ROOT_STORAGE_KEY, JSON.stringify({ ...(stored ?? initialRootState), auth: { user: null } }));
  } catch {
    localStorage.removeItem(ROOT_STORAGE_KEY);
  }
  window.location.assign("/login");
}

/**
 * Calls the API and returns its envelope whatever the status (callers show
 * `message` on `status: false`). Throws only when the network or the server
 * fails to answer with an envelope.
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<ApiReply<T>> {
  const headers: Record<string, string> = options.noCache ? { ...NO_CACHE } : {};
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const res = await fetch(API_BASE + path, {
    method: options.method ?? "GET",
    headers,
    body,
    credentials: "include",
    signal: options.signal,
  });
  if (res.status === 401 && options.redirectOnUnauthorized !== false) {
    onUnauthorized();
  }
  const envelope = (await res.json()) as Envelope<T>;
  const total = res.headers.get("X-Total-Count");
  return { ...envelope, total: total === null ? null : Number(total) };
}

/**
 * A multipart upload with progress (fetch cannot report upload progress).
 * `onProgress` receives 0..1.
 */
export function upload<T = unknown>(
  path: string,
  form: FormData,
  options: { method?: "POST" | "PUT"; onProgress?: (fraction: number) => void } = {},
): Promise<ApiReply<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "POST", API_BASE + path);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) onUnauthorized();
      const envelope = xhr.response as Envelope<T> | null;
      if (!envelope || typeof envelope.status !== "boolean") {
        reject(new Error(`Unexpected reply (${xhr.status})`));
        return;
      }
      resolve({ ...envelope, total: null });
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.send(form);
  });
}
