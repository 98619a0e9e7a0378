import type { toast as sonnerToast } from "sonner";

/** SPEC §9 toast durations: success 2 s, errors 4 s. */
export const SUCCESS_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 4000;

/** SPEC §8: what a toast says when the server refused without a message, or did not answer. */
export const FALLBACK = {
  fetch: "Failed to Fetch Data",
  jobDetails: "Failed to fetch job details",
  jobDetailsError: "Server error while fetching job details",
  add: "Failed to add data",
  profile: "Unable to load profile",
  update: "Update failed",
  updateError: "Error updating profile",
  save: "Failed to save the change",
  server: "Server error",
} as const;

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

export const notifySuccess = (message: string) => withToast((toast) => toast.success(message, { duration: SUCCESS_TOAST_MS }));

export const notifyError = (message: string) => withToast((toast) => toast.error(message, { duration: ERROR_TOAST_MS }));

/** A refusal: the server's message, or `fallback` when it sent none (SPEC §8). */
export const notifyFailure = (message: string | null | undefined, fallback: string) => notifyError(failureMessage(message, fallback));

/** Something the user must do before going on (not a failure). */
export const notifyWarning = (message: string) => withToast((toast) => toast.warning(message));
