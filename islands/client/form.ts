import { useRef, useState } from "react";
import type { z, ZodType } from "zod";
import { contractMessageIn } from "../../src/platform/contract/messages.ts";
import type { ApiReply } from "../lib/api.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import type { Translate } from "../../src/platform/i18n/translate.ts";
import { notifyError, notifyFailure } from "../lib/feedback.ts";

/** The first message per field of a failed zod parse, in the language of `t`: { studioName: "Studio name is required", ... }. */
function fieldErrors(t: Translate, issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= contractMessageIn(t, issue.message);
  }
  return errors;
}

/** What binds a field of `lib/ui/Field.tsx` to a form. */
export interface FieldBinding {
  name: string;
  value: string | undefined;
  error: string | undefined;
  onChange(e: { target: { value: string } }): void;
}

type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * A form's typed values, its field errors and its busy flag. Fields are listed
 * in `initial` in the order they are shown: the first wrong one is toasted and
 * focused. What was typed stays when the server says no.
 */
export function useForm<V extends Record<string, string>>(initial: V) {
  const t = useT();
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
    fail(fieldErrors(t, parsed.error.issues) as Errors<V>);
    return null;
  }

  /**
   * Sends the checked values with the busy flag on. SPEC §8: a refusal toasts the
   * server's message (or `refused`), an exception `broken`; both resolve to null.
   */
  async function send<T>(request: () => Promise<ApiReply<T>>, refused: string, broken: string): Promise<ApiReply<T> | null> {
    setBusy(true);
    try {
      const reply = await request();
      if (reply.status) return reply;
      notifyFailure(reply.message, refused);
    } catch (error) {
      console.error(error);
      notifyError(broken);
    } finally {
      setBusy(false);
    }
    return null;
  }

  /** The props that bind a field of `lib/ui/Field.tsx` to this form. */
  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((errs) => ({ ...errs, [name]: undefined }));
    },
  });

  return { values, setValues, busy, formRef, field, check, fail, send };
}
