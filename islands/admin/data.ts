import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { api, upload, type ApiOptions, type ApiReply } from "../lib/api.ts";

/** SPEC §8 fallback of every list and detail fetch. */
export const FETCH_FAILED = "Failed to Fetch Data";

export interface Loaded<T> {
  /** null until the first answer. */
  data: T | null;
  /** The X-Total-Count of a paginated list (null otherwise). */
  total: number | null;
  failed: boolean;
  /** Fetches again (after a change), keeping what is shown meanwhile. */
  reload(): void;
}

/**
 * GETs `path` (no-cache, the console always shows the agency's latest) and
 * again whenever it changes or `reload` is called; a refusal shows the
 * server's message. `path` null waits.
 */
export function useApi<T>(path: string | null): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({
    path: null,
    data: null,
    total: null,
    failed: false,
  });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    api<T>(path, { noCache: true, signal: controller.signal })
      .then((reply) => {
        if (reply.status) setState({ path, data: reply.response, total: reply.total, failed: false });
        else {
          setState((s) => failedAt(s, path));
          toast.error(reply.message || FETCH_FAILED);
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC §8: an exception on a list fetch goes to the console only.
        console.error(error);
        setState((s) => failedAt(s, path));
      });
    return () => controller.abort();
  }, [path, generation]);

  // A new path (another tab, another page) shows "loading" rather than the previous list.
  const current = state.path === path;
  return { data: current ? state.data : null, total: current ? state.total : null, failed: current && state.failed, reload };
}

interface LoadState<T> {
  path: string | null;
  data: T | null;
  total: number | null;
  failed: boolean;
}

/** A failed load of `path`: what it showed stays (a failed reload), anything of another path goes. */
const failedAt = <T,>(s: LoadState<T>, path: string): LoadState<T> =>
  s.path === path ? { ...s, failed: true } : { path, data: null, total: null, failed: true };

/** SPEC §9: success toasts last 2 s; errors keep the Toaster's 4 s. */
export const toastSuccess = (message: string) => toast.success(message, { duration: 2000 });

/**
 * Runs a change (JSON call or multipart upload) and tells the admin how it
 * went: the server's message as a toast either way. Resolves to the reply
 * when it succeeded, null otherwise.
 */
export async function perform<T>(
  call: () => Promise<ApiReply<T>>,
  fallback = "Failed to save the change",
): Promise<ApiReply<T> | null> {
  try {
    const reply = await call();
    if (reply.status) {
      toastSuccess(reply.message);
      return reply;
    }
    toast.error(reply.message || fallback);
  } catch (error) {
    console.error(error);
    toast.error("Server error");
  }
  return null;
}

export const send = <T>(path: string, method: NonNullable<ApiOptions["method"]>, body?: unknown) => () => api<T>(path, { method, body });

export const sendForm = <T>(path: string, method: "POST" | "PUT", form: FormData, onProgress?: (fraction: number) => void) => () =>
  upload<T>(path, form, { method, onProgress });

/** `?page=&limit=` of a console list. */
export const CONSOLE_PAGE_SIZE = 10;
export const pageCount = (total: number | null) => Math.max(1, Math.ceil((total ?? 0) / CONSOLE_PAGE_SIZE));
