import { afterEach, mock, spyOn } from "bun:test";
import { toast } from "sonner";
import type { Envelope } from "../src/platform/contract/envelope.ts";
import { type AnyRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import type { SessionUser } from "../src/platform/contract/roles.ts";
import type { Locale } from "../src/platform/i18n/locales.ts";
import { initialRootState, ROOT_STORAGE_KEY } from "../islands/lib/root-storage.ts";
import { type RootState, rootAtom } from "../islands/lib/state.ts";
import { ToasterIsland } from "../islands/public/Toaster.tsx";
import { withI18n } from "./i18n.tsx";

/** Helpers for island tests under happy-dom (call `useDom()` first). */

const realFetch = globalThis.fetch;

export interface FetchControl {
  /** The calls made: path and parsed JSON body. */
  calls: { url: string; method: string; body: unknown }[];
  /** Answers the pending call with an envelope and an HTTP status. */
  reply(envelope: Envelope<unknown>, status?: number): void;
  /** Fails the pending call as a network error would. */
  fail(): void;
}

/** Replaces fetch; each call waits until the test answers it, so busy states can be seen. */
export function controlFetch(): FetchControl {
  const pending: ((r: Response | Error) => void)[] = [];
  const control: FetchControl = {
    calls: [],
    reply(envelope, status = envelope.status ? 200 : 400) {
      pending.shift()!(new Response(JSON.stringify(envelope), { status, headers: { "Content-Type": "application/json" } }));
    },
    fail() {
      pending.shift()!(new TypeError("Failed to fetch"));
    },
  };
  globalThis.fetch = mock(async (input: RequestInfo | URL, init?: RequestInit) => {
    control.calls.push({ url: String(input), method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const outcome = await new Promise<Response | Error>((resolve) => pending.push(resolve));
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }) as unknown as typeof fetch;
  return control;
}

/** Leaves every call whose URL contains `part` unanswered, so its screen stays loading; `fakeServer` (called first) answers the others. */
export function holdCalls(part: string) {
  const answered = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes(part) ? new Promise<Response>(() => {}) : answered(input, init)) as typeof fetch;
}

/** The loading skeleton (islands/lib/ui/Skeleton.tsx) `container` shows, once it shows one. */
export const findSkeleton = (container: HTMLElement) =>
  waitFor(() => {
    const skeleton = container.querySelector<HTMLElement>(".skeleton");
    if (!skeleton) throw new Error("no skeleton yet");
    return skeleton;
  });

/**
 * Renders `ui` beside the page's toaster, as a dashboard page has it: the islands'
 * toasts show there (and leave with the test's clean-up). In English unless told.
 */
export const renderWithToaster = (ui: ReactNode, locale: Locale = "en") =>
  render(
    withI18n(
      <>
        <div data-island="toaster">
          <ToasterIsland />
        </div>
        {ui}
      </>,
      locale,
    ),
  );

/** Records navigations instead of leaving the test page. */
export const watchNavigation = () => spyOn(window.location, "assign").mockImplementation(() => {});

/**
 * Call after `useDom()` in a test file (hooks in a shared module would register in
 * the first file only): restores fetch and spies, clears toasts, and lets React's
 * after-commit work (a macrotask) finish while the page still exists.
 */
export function useIslandTestKit() {
  afterEach(async () => {
    cleanup();
    globalThis.fetch = realFetch;
    mock.restore();
    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A dashboard's router rendered with its own jotai store over the stored root state (signed in as `user`), the toaster, in `locale`. */
export function renderDashboard<R extends AnyRouter>(router: R, user: SessionUser, stored: Partial<RootState> = {}, locale: Locale = "en") {
  const root = { ...initialRootState, auth: { user }, ...stored };
  localStorage.setItem(ROOT_STORAGE_KEY, JSON.stringify(root));
  const store = createStore();
  // What a page load reads first (getOnInit): the atom's own first value was read once, when a test before loaded it.
  store.set(rootAtom, root);
  const view = render(
    withI18n(
      <Provider store={store}>
        <div data-island="toaster">
          <Toaster />
        </div>
        <RouterProvider router={router} />
      </Provider>,
      locale,
    ),
  );
  return { ...view, router, store };
}
