import { toast } from "sonner";

/** SPEC §9: success toasts stay 2 s, errors 4 s. */
export const notifySuccess = (message: string) => toast.success(message, { duration: 2000 });
export const notifyError = (message: string) => toast.error(message, { duration: 4000 });

/** A failed reply's own message, or the screen's fallback (SPEC §8). */
export const failureMessage = (reply: { message?: string } | null | undefined, fallback: string) =>
  reply?.message?.trim() ? reply.message : fallback;
