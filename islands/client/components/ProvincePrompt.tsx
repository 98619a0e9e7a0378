import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { clientProvinceSchema } from "../../../src/features/studios/clients.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { usePerform } from "../../lib/data.ts";
import { notifyError } from "../../lib/feedback.ts";
import { clientSliceAtom } from "../../lib/state.ts";
import { SelectField } from "../../lib/ui/Field.tsx";
import { ProvinceOptions } from "../../lib/ui/ProvinceOptions.tsx";
import { SubmitButton } from "../../lib/ui/SubmitButton.tsx";

/**
 * A studio registered before studios had a province is asked for it on its
 * next visit, above every screen, until it answers (its invoices' sales tax follows it).
 * Rendered by the area's layout only for such a studio (`ProvinceQuestion` in root.tsx).
 */
export function ProvincePrompt() {
  const t = useT();
  const patch = useSetAtom(clientSliceAtom);
  const [province, setProvince] = useState("");
  const [busy, setBusy] = useState(false);
  const perform = usePerform();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = clientProvinceSchema.safeParse({ province });
    if (!parsed.success) {
      notifyError(t("client.provincePrompt.choose"));
      return;
    }
    setBusy(true);
    const reply = await perform(() => call(client.client.province.$put, { json: parsed.data }), t("client.error.update"));
    setBusy(false);
    if (reply) patch({ profile: reply.response });
  }

  return (
    <form className="form verify-banner province-prompt" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="province-prompt-title">
      <p className="verify-banner__text" id="province-prompt-title">
        {t("client.provincePrompt.text")}
      </p>
      <SelectField label={t("common.place.province")} value={province} onChange={(e) => setProvince(e.currentTarget.value)} required>
        <ProvinceOptions />
      </SelectField>
      <SubmitButton busy={busy} className="btn btn--sm btn--primary" label={t("client.provincePrompt.save")} busyLabel={t("client.provincePrompt.saving")} />
    </form>
  );
}
