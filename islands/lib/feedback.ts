import { useMemo } from "react";
import type { toast as sonnerToast } from "sonner";
import type { MessageKey } from "../../src/platform/i18n/messages/en.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import type { Translate } from "../../src/platform/i18n/translate.ts";

/** SPEC §9 toast durations: success 2 s, errors 4 s. */
export const SUCCESS_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 4000;

/** SPEC §8: what a toast says when the server refused without a message, or did not answer: its message key. */
export const FALLBACK_KEY = {
  fetch: "app.feedback.fetch",
  jobDetails: "app.feedback.jobDetails",
  jobDetailsError: "app.feedback.jobDetailsError",
  add: "app.feedback.add",
  profile: "app.feedback.profile",
  update: "app.feedback.update",
  updateError: "app.feedback.updateError",
  save: "app.feedback.save",
  server: "app.feedback.server",
} as const satisfies Record<string, MessageKey>;

export type Fallbacks = Record<keyof typeof FALLBACK_KEY, string>;

/** SPEC §8's fallback messages in a translator's language. */
export const fallbacksOf = (t: Translate): Fallbacks => Object.fromEntries(Object.entries(FALLBACK_KEY).map(([name, key]) => [name, t(key)])) as Fallbacks;

/** SPEC §8's fallback messages in the surrounding language: `const fallback = useFallback(); fallback.update`. */
export function useFallback(): Fallbacks {
  const t = useT();
  return useMemo(() => fallbacksOf(t), [t]);
}

/** SPEC §8: the server's message when it sent one, else the screen's fallback. */
export const failureMessage = (message: string | null | undefined, fallback: string) => (message?.trim() ? message : fallback);

type Toaster = typeof import("../public/Toaster.tsx");
let toaster: Toaster | undefined;

/**
 * Shows a toast on the page's toaster (a dashboard's island, or one mounted now).
 * sonner comes with the first toast: most visits to a public page never need it;
 * once loaded, toasts show at once.
 */
function withToast(show: (toast: typeof sonnerToast) => void) {
  if (toaster) return show(toaster.mountToaster());
  void import("../public/Toaster.tsx").then((loaded) => {
    toaster = loaded;
    show(loaded.mountToaster());
  });
}

/**
 * Closes the toasts on screen, if any were shown: a menu opening top-right (the bell,
 * the account menu) would otherwise sit under them, and a toast stays while the pointer rests on it.
 */
export const dismissToasts = () => toaster?.mountToaster().dismiss();

export const notifySuccess = (message: string) => withToast((toast) => toast.success(message, { duration: SUCCESS_TOAST_MS }));

export const notifyError = (message: string) => withToast((toast) => toast.error(message, { duration: ERROR_TOAST_MS }));

/** A refusal: the server's message, or `fallback` when it sent none (SPEC §8). */
export const notifyFailure = (message: string | null | undefined, fallback: string) => notifyError(failureMessage(message, fallback));

/** Something the user must do before going on (not a failure). */
export const notifyWarning = (message: string) => withToast((toast) => toast.warning(message));

/** News for the user (a notification pushed to the page): its title, a line under it, and what to do with it. */
export const notifyNews = (title: string, options: { description: string; action: { label: string; onClick(): void } }) =>
  withToast((toast) => toast(title, options));
