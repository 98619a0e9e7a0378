import { TextField } from "../../lib/ui/Field.tsx";
import type { FieldBinding } from "../form.ts";

/** The studio's own fields (SPEC §3 client profile), as registration and the Edit Profile modal ask for them. */
export function StudioFields({ field }: { field(name: "studioName" | "studioDirector" | "address" | "contactNumber"): FieldBinding }) {
  return (
    <>
      <TextField label="Studio name" required maxLength={120} autoComplete="organization" {...field("studioName")} />
      <TextField label="Studio director" required maxLength={120} autoComplete="name" {...field("studioDirector")} />
      <TextField label="Address" required maxLength={300} autoComplete="street-address" className="field--full" {...field("address")} />
      <TextField label="Contact number" type="tel" required maxLength={30} autoComplete="tel" placeholder="416 555 0142" {...field("contactNumber")} />
    </>
  );
}

/** A form's submit button, which says so while the form is sent. */
export function FormActions({ busy, disabled, label, busyLabel }: { busy: boolean; disabled?: boolean; label: string; busyLabel: string }) {
  return (
    <div className="form__actions">
      <button type="submit" className="btn btn--primary" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
