import { useT } from "../../../src/platform/i18n/react.tsx";
import { SelectField, TextField } from "../../lib/ui/Field.tsx";
import { ProvinceOptions } from "../../lib/ui/ProvinceOptions.tsx";
import type { FieldBinding } from "../form.ts";
import { SubmitButton } from "../../lib/ui/SubmitButton.tsx";

/** The studio's own fields (SPEC §3 client profile), as registration and the Edit Profile modal ask for them. */
export function StudioFields({ field }: { field(name: "studioName" | "studioDirector" | "address" | "contactNumber" | "province"): FieldBinding }) {
  const t = useT();
  return (
    <>
      <TextField label={t("client.field.studioName")} required maxLength={120} autoComplete="organization" {...field("studioName")} />
      <TextField label={t("client.field.studioDirector")} required maxLength={120} autoComplete="name" {...field("studioDirector")} />
      <TextField label={t("client.field.address")} required maxLength={300} autoComplete="street-address" className="field--full" {...field("address")} />
      <TextField
        label={t("client.field.contactNumber")}
        type="tel"
        required
        maxLength={30}
        autoComplete="tel"
        placeholder={t("client.field.contactNumberPlaceholder")}
        {...field("contactNumber")}
      />
      <SelectField label={t("common.place.province")} required autoComplete="address-level1" {...field("province")}>
        <ProvinceOptions />
      </SelectField>
    </>
  );
}

/** A form's submit button, which says so while the form is sent. */
export function FormActions({ busy, disabled, label, busyLabel }: { busy: boolean; disabled?: boolean; label: string; busyLabel: string }) {
  return (
    <div className="form__actions">
      <SubmitButton busy={busy} disabled={disabled} label={label} busyLabel={busyLabel} />
    </div>
  );
}
