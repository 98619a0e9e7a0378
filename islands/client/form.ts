import { useRef, useState } from "react";
import type { z, ZodType } from "zod";
import { notifyError } from "../lib/feedback.ts";

/** The first message per field of a failed zod parse: { studioName: "Studio name is required", ... }. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= issue.message;
  }
  return errors;
}

type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * A form's typed values, its field errors and its busy flag. Fields are listed
 * in `initial` in the order they are shown: the first wrong one is toasted and
 * focused. What was typed stays when the server says no (DESIGN §8).
 */
export function useForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** Shows each field's message, toasts the first and focuses its field. */
  function fail(found: Errors<V>) {
    setErrors(found);
    const first = (Object.keys(initial) as (keyof V & string)[]).find((name) => found[name]);
    if (!first) return;
    notifyError(found[first]!);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  /** The values as `schema` parses them, or null once what is wrong is shown. */
  function check<S extends ZodType>(schema: S): z.output<S> | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    fail(fieldErrors(parsed.error.issues) as Errors<V>);
    return null;
  }

  /** Runs `send` with the busy flag on; an exception is logged and toasted as `errorMessage` (SPEC §8). */
  async function submitting(send: () => Promise<void>, errorMessage: string) {
    setBusy(true);
    try {
      await send();
    } catch (error) {
      console.error(error);
      notifyError(errorMessage);
    } finally {
      setBusy(false);
    }
  }

  /** The props that bind a field of `lib/ui/Field.tsx` to this form. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((errs) => ({ ...errs, [name]: undefined }));
    },
  });

  return { values, setValues, busy, formRef, field, check, fail, submitting };
}
