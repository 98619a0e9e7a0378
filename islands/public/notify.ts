import type { toast as sonnerToast } from "sonner";

/** SPEC §9 toast durations: success 2 s, errors 4 s. */
export const SUCCESS_TOAST_MS = 2000;
export const ERROR_TOAST_MS = 4000;

/** SPEC §9: the pause before leaving the page after login, signup and the like. */
export const REDIRECT_DELAY_MS = 100;

/** sonner and its toaster, downloaded on the first toast: most visits to a public page never need them. */
const loadToaster = (): Promise<typeof sonnerToast> => import("./Toaster.tsx").then((m) => m.mountToaster());

export async function notifySuccess(message: string) {
  (await loadToaster()).success(message, { duration: SUCCESS_TOAST_MS });
}

export async function notifyError(message: string) {
  (await loadToaster()).error(message, { duration: ERROR_TOAST_MS });
}

/** Leaves for `path` after SPEC's short pause, as a full navigation so the server renders from the new cookie. */
export function redirectSoon(path: string) {
  setTimeout(() => window.location.assign(path), REDIRECT_DELAY_MS);
}
