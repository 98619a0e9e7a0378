import { useEffect, useState, type FormEvent } from "react";
import type { ApiReply } from "../lib/api.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import { notifyError, notifyFailure, notifySuccess } from "../lib/feedback.ts";
import { navigateWithinSite } from "../lib/navigation.ts";

/** SPEC §9: the pause before leaving the page after login, signup and the like. */
const REDIRECT_DELAY_MS = 100;

/** Leaves for `path` after SPEC's short pause, as a full navigation so the server renders from the new cookie. */
export function redirectSoon(path: string) {
  setTimeout(() => navigateWithinSite(path), REDIRECT_DELAY_MS);
}

/** A form field as text ("" when absent). */
export const fieldText = <K extends string>(data: FormData, key: K) => String(data.get(key) ?? "");

interface SubmitOptions<T> {
  /** Sends the form's data; resolves with the server's envelope. */
  send(data: FormData): Promise<ApiReply<T>>;
  /** SPEC §8: the toast when the server says no without a message (translated). */
  fallback: string;
  /** After a success, before its toast (the form is passed to clear it). */
  onSuccess?(reply: ApiReply<T>, form: HTMLFormElement): void;
}

/**
 * The submit of the public forms (SPEC §4, §8): busy while the call runs, the
 * server's message as a toast (or `fallback`), 'Server error' when the call
 * itself fails. On a refusal the form keeps what the user typed.
 * `submitProps` (the submit button's) holds the submit until the island has
 * hydrated: the server-rendered form has no handler, and a press before then
 * submitted it natively, as a GET with every field (a password too) in the
 * address. Held so, it is marked `data-hydrating`, which keeps it looking ready:
 * faded for the moment before hydration, it flickered on every page load.
 */
export function useFormSubmit<T>({ send, fallback, onSuccess }: SubmitOptions<T>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    try {
      const reply = await send(new FormData(form));
      if (reply.status) {
        onSuccess?.(reply, form);
        notifySuccess(reply.message);
      } else {
        notifyFailure(reply.message, fallback);
      }
    } catch {
      notifyError(t("common.error.server"));
    } finally {
      setBusy(false);
    }
  }

  const submitProps = { disabled: busy || !hydrated, "data-hydrating": hydrated ? undefined : "" };
  return { busy, submitProps, onSubmit };
}
