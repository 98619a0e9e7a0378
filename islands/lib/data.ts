import type { ClientResponse } from "hono/client";
import { useAtom } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Envelope } from "../../src/platform/contract/envelope.ts";
import type { SessionUser } from "../../src/platform/contract/roles.ts";
import { type AnyClientResponse, type ApiReply, call, client, type Endpoint, type ResponseOf } from "./api.ts";
import { type Fallbacks, failureMessage, notifyError, notifyFailure, notifySuccess, useFallback } from "./feedback.ts";
import { userAtom } from "./state.ts";

/** A route of `client` that answers GET: `client.admin.jobs`, `client.job.detail[":jobId"]`. */
export interface ReadRoute<A, R extends AnyClientResponse> {
  $get: Endpoint<A, R>;
  $path(args?: A): string;
}

/** A route that answers `T`: one type for several routes that answer alike (a page of requests, of bookings). */
export type ReadRouteOf<A, T> = ReadRoute<A, ClientResponse<Envelope<T>, number, "json">>;

export interface LoadOptions<T> {
  /**
   * SPEC §8: a refusal toasts the server's message, or this when it sent none
   * ('Failed to Fetch Data' by default); null: a refusal shows nothing.
   */
  fallback?: string | null;
  /** SPEC §8: when no envelope came back it goes to the console, and toasts this when given. */
  brokenMessage?: string;
  /** Each successful reply (to keep it in the store). */
  onLoaded?(reply: ApiReply<T>): void;
  /** Each refusal, with what its envelope carried (a flag the screen acts on). */
  onRefused?(reply: ApiReply<unknown>): void;
}

export interface Loaded<T> {
  /** null until the first answer for these arguments. */
  data: T | null;
  /** The X-Total-Count of a paginated list (null otherwise). */
  total: number | null;
  /** The last call came back without the data. */
  failed: boolean;
  /** When the server said no: its message, or the fallback. */
  refusal: string | null;
  /** Fetches again (after a change), keeping what is shown meanwhile. */
  reload(): void;
}

/** Whether a load has come to an end: its data, or a failure. A screen that must not move as it loads waits for it. */
export const isSettled = (load: Pick<Loaded<unknown>, "data" | "failed">): boolean => load.data !== null || load.failed;

interface LoadState<T> {
  key: string | null;
  data: T | null;
  total: number | null;
  failed: boolean;
  refusal: string | null;
}

/** A failed load of `key`: what it showed stays (a failed reload), anything of other arguments goes. */
const failedAt = <T>(s: LoadState<T>, key: string, refusal: string | null): LoadState<T> =>
  s.key === key ? { ...s, failed: true, refusal } : { key, data: null, total: null, failed: true, refusal };

/**
 * The one data hook of the islands: GETs `route` with `args` (no-cache, SPEC §7)
 * on mount, whenever the arguments change and on `reload()`; a pending call is
 * dropped when the screen leaves or asks for something else. New arguments show
 * "loading" (data null) rather than what the previous ones brought.
 */
export function useApiGet<A, R extends AnyClientResponse>(route: ReadRoute<A, R>, args: A, options: LoadOptions<ResponseOf<R>> = {}): Loaded<ResponseOf<R>> {
  type T = ResponseOf<R>;
  const key = route.$path(args);
  // The effect reads the latest route, arguments and callbacks; it runs again only when `key` changes.
  const fallbacks = useFallback();
  const latest = useRef({ route, args, options, fallbacks });
  latest.current = { route, args, options, fallbacks };
  const [state, setState] = useState<LoadState<T>>({ key: null, data: null, total: null, failed: false, refusal: null });
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger; route and args are read through a ref
  useEffect(() => {
    const { route, args } = latest.current;
    const controller = new AbortController();
    setState((s) => (s.key === key ? { ...s, failed: false, refusal: null } : { key, data: null, total: null, failed: false, refusal: null }));
    call(route.$get, args, { noCache: true, signal: controller.signal })
      .then((reply) => {
        if (controller.signal.aborted) return;
        const { options, fallbacks } = latest.current;
        if (reply.status) {
          options.onLoaded?.(reply);
          setState({ key, data: reply.response, total: reply.total, failed: false, refusal: null });
          return;
        }
        options.onRefused?.(reply);
        const fallback = options.fallback === undefined ? fallbacks.fetch : options.fallback;
        const refusal = failureMessage(reply.message, fallback ?? "");
        if (fallback !== null) notifyError(refusal);
        setState((s) => failedAt(s, key, refusal));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        const { brokenMessage } = latest.current.options;
        if (brokenMessage) notifyError(brokenMessage);
        setState((s) => failedAt(s, key, null));
      });
    return () => controller.abort();
  }, [key, generation]);

  const current = state.key === key;
  return {
    data: current ? state.data : null,
    total: current ? state.total : null,
    failed: current && state.failed,
    refusal: current ? state.refusal : null,
    reload,
  };
}

/**
 * The signed-in user for display (SPEC §3): the stored copy, which the area's page
 * sets from the session it was served with (mountArea) and the account menu's load of
 * /auth/me keeps current. Only when it is missing (storage cleared, another tab signed out)
 * is it read back from the session, once.
 */
export function useSignedInUser(): SessionUser | null {
  const [user, setUser] = useAtom(userAtom);
  const missing = user === null;
  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    call(client.auth.me.$get, {}, { noCache: true, signal: controller.signal })
      .then((reply) => {
        if (reply.status) setUser(reply.response);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("could not read the session", error);
      });
    return () => controller.abort();
  }, [missing, setUser]);
  return user;
}

/** The event a successful change sends on `window`: a first meaningful action, when the dashboards may offer push (islands/lib/account/PushOffer.tsx). */
export const SAVED_EVENT = "dancelink:saved";

/**
 * Runs a change (a `call` or an `upload`) and says how it went: the server's
 * message as a toast either way (or `fallback` when it sent none), 'Server
 * error' when no envelope came back. Resolves to the reply when it succeeded,
 * null otherwise. `fallbacks`: SPEC §8's messages in the page's language.
 */
async function perform<T>(send: () => Promise<ApiReply<T>>, fallback: string | undefined, fallbacks: Fallbacks): Promise<ApiReply<T> | null> {
  try {
    const reply = await send();
    if (reply.status) {
      notifySuccess(reply.message);
      window.dispatchEvent(new Event(SAVED_EVENT));
      return reply;
    }
    notifyFailure(reply.message, fallback ?? fallbacks.save);
  } catch (error) {
    console.error(error);
    notifyError(fallbacks.server);
  }
  return null;
}

/** `perform` in the surrounding language: `const perform = usePerform(); await perform(() => call(...))`. */
export function usePerform() {
  const fallbacks = useFallback();
  return useCallback(<T>(send: () => Promise<ApiReply<T>>, fallback?: string) => perform(send, fallback, fallbacks), [fallbacks]);
}
