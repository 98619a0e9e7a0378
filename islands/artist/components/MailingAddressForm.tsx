import { type FormEvent, useEffect, useState } from "react";
import type { MailingAddress } from "../../../src/features/payouts/payouts.contract.ts";
import type { Province } from "../../../src/platform/contract/places.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { SelectField, TextField } from "../../lib/ui/Field.tsx";
import { ProvinceOptions } from "../../lib/ui/ProvinceOptions.tsx";

const EMPTY = { street: "", city: "", province: "", postalCode: "" };

/**
 * Where the artist receives mail, with its payout details: the agency prints it on the T4A slip. Private: only the
 * artist and the agency's bookkeeping see it. The server checks it (a Canadian postal code) and says what is wrong.
 */
export function MailingAddressForm() {
  const t = useT();
  const perform = usePerform();
  const saved = useApiGet(client.artist["mailing-address"], {});
  const [draft, setDraft] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);
  const field = (key: keyof typeof EMPTY) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const json = { ...draft, province: draft.province as Province } satisfies MailingAddress;
    const reply = await perform(() => call(client.artist["mailing-address"].$put, { json }));
    setBusy(false);
    if (reply) setDraft(reply.response);
  };

  return (
    <form className="form aa-earnings__address" onSubmit={save} noValidate aria-busy={busy} aria-labelledby="mailing-address-title">
      <h2 id="mailing-address-title">{t("artist.earnings.address.title")}</h2>
      <p className="muted">{t("artist.earnings.address.intro")}</p>
      <TextField label={t("api.field.streetAddress")} autoComplete="street-address" required {...field("street")} />
      <TextField label={t("api.field.city")} autoComplete="address-level2" required {...field("city")} />
      <SelectField label={t("artist.earnings.address.province")} required {...field("province")}>
        <ProvinceOptions />
      </SelectField>
      <TextField label={t("api.field.postalCode")} autoComplete="postal-code" required maxLength={7} {...field("postalCode")} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t("artist.earnings.address.save")}
      </button>
    </form>
  );
}
