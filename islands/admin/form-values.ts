import { type FormEvent, useState } from "react";

/** The names of a form's values that are text. */
type TextName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A console form's values, starting from `initial`; a text field's props by name; and `submit`, which
 * hands the values to `send` (busy meanwhile). `send` resolves to something when they were saved
 * (null or false when not, the form keeping what was typed); an add form then starts afresh (`emptyAfterSave`).
 */
export function useFormValues<V extends object>(initial: V, send: (values: V) => Promise<unknown>, { emptyAfterSave = false } = {}) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const saved = await send(values);
    setBusy(false);
    if (saved && emptyAfterSave) setValues(initial);
  };
  const field = (name: TextName<V>) => ({
    name,
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });
  return { values, setValues, busy, submit, field };
}
