import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect, useState, type FormEvent } from "react";
import { clientProfileFormSchema } from "../../../src/features/studios/clients.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { notifySuccess } from "../../lib/feedback.ts";
import { useClientProfile } from "../data.ts";
import { useForm } from "../form.ts";
import { FormActions, StudioFields } from "../components/StudioFields.tsx";
import { PageHead } from "../components/PageHead.tsx";
import { clientSliceAtom } from "../../lib/state.ts";

/** SPEC §9: 100 ms after the client registration, on to the confirmation. */
const REDIRECT_DELAY_MS = 100;

/** SPEC §2 form: the studio's registration. */
export function RegistrationForm() {
  const t = useT();
  const navigate = useNavigate();
  const patch = useSetAtom(clientSliceAtom);
  const { profile, fresh } = useClientProfile();
  const form = useForm({ studioName: "", studioDirector: "", address: "", contactNumber: "", province: "" });
  const { field } = form;
  const [saved, setSaved] = useState(false);

  // A studio registers once: one that already has a profile goes to its dashboard.
  useEffect(() => {
    if (fresh && profile && !saved) void navigate({ to: "/client/dashboard", replace: true });
  }, [fresh, profile, saved, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const studio = form.check(clientProfileFormSchema);
    const reply = studio && (await form.send(() => call(client.client.add.$post, { json: studio }), t("client.error.add"), t("client.error.server")));
    if (!reply) return;
    setSaved(true);
    patch({ profile: reply.response });
    notifySuccess(reply.message);
    setTimeout(() => void navigate({ to: "/client/confirmation-page" }), REDIRECT_DELAY_MS);
  }

  return (
    <div className="page-narrow page-stack">
      <PageHead eyebrow={t("client.register.eyebrow")} title={t("client.register.title")} lead={t("client.register.lead")} />
      <form ref={form.formRef} className="panel form" onSubmit={submit} noValidate aria-busy={form.busy}>
        <StudioFields field={field} />
        <FormActions busy={form.busy} disabled={saved} label={t("client.register.save")} busyLabel={t("client.register.saving")} />
      </form>
    </div>
  );
}
