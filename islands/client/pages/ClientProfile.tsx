import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { clientUpdateFormSchema, type ClientProfile } from "../../../src/features/studios/clients.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { usePlaceWords } from "../../lib/place.ts";
import { notifySuccess } from "../../lib/feedback.ts";
import { clientSliceAtom, userAtom } from "../../lib/state.ts";
import { TextField } from "../../lib/ui/Field.tsx";
import { StateCard } from "../../lib/ui/StateCard.tsx";
import { ClientModal } from "../components/ClientModal.tsx";
import { useForm } from "../form.ts";
import { StudioFields } from "../components/StudioFields.tsx";
import { SubmitButton } from "../../lib/ui/SubmitButton.tsx";

const FORM_ID = "edit-profile-form";

/** SPEC §2 Edit Profile modal, with SPEC §5's messages. */
function EditProfile({ profile, onClose }: { profile: ClientProfile; onClose(): void }) {
  const t = useT();
  const patch = useSetAtom(clientSliceAtom);
  const [user, setUser] = useAtom(userAtom);
  const form = useForm({
    name: profile.user,
    email: profile.email,
    studioName: profile.studioName,
    studioDirector: profile.studioDirector,
    address: profile.address,
    contactNumber: profile.contactNumber,
    province: profile.province ?? "",
  });
  const { field } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const update = form.check(clientUpdateFormSchema);
    const reply = update && (await form.send(() => call(client.client.update.$put, { json: update }), t("client.error.update"), t("client.error.updateError")));
    if (!reply) return;
    patch({ profile: reply.response });
    if (user) setUser({ ...user, name: reply.response.user });
    notifySuccess(reply.message || t("client.profile.updated"));
    onClose();
  }

  return (
    <ClientModal
      title={t("client.profile.edit")}
      onClose={() => !form.busy && onClose()}
      footer={
        <>
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={form.busy}>
            {t("client.profile.cancel")}
          </button>
          <SubmitButton busy={form.busy} form={FORM_ID} label={t("client.profile.save")} busyLabel={t("client.profile.saving")} />
        </>
      }
    >
      <form ref={form.formRef} id={FORM_ID} className="form form-grid form-grid--2" onSubmit={submit} noValidate aria-busy={form.busy}>
        <TextField label={t("client.field.name")} required maxLength={100} autoComplete="name" {...field("name")} />
        <TextField label={t("client.field.email")} type="email" required maxLength={254} autoComplete="email" {...field("email")} />
        <StudioFields field={field} />
      </form>
    </ClientModal>
  );
}

/** SPEC §2 client-profile: who the studio is, and the Edit Profile modal. */
export function ClientProfilePage() {
  const t = useT();
  const profile = useAtomValue(clientSliceAtom).profile;
  const patch = useSetAtom(clientSliceAtom);
  const [editing, setEditing] = useState(false);
  const { provinceName } = usePlaceWords();
  const { failed } = useApiGet(
    client.client.profile,
    {},
    {
      fallback: t("client.error.profile"),
      brokenMessage: t("client.error.profile"),
      onLoaded: (reply) => patch({ profile: reply.response }),
    },
  );

  if (!profile) {
    if (!failed) {
      return (
        <p className="muted" role="status">
          {t("client.profile.loading")}
        </p>
      );
    }
    return (
      <StateCard
        alert
        title={t("client.profile.none.title")}
        text={t("client.profile.none.text")}
        action={{ to: "/client/form", label: t("client.profile.none.register") }}
      />
    );
  }

  const rows: [string, string][] = [
    [t("client.field.studioDirector"), profile.studioDirector],
    [t("client.field.email"), profile.email],
    [t("client.field.studioName"), profile.studioName],
    [t("client.field.contactNumber"), profile.contactNumber],
    [t("client.field.address"), profile.address],
    [t("common.place.province"), profile.province ? provinceName(profile.province) : t("common.place.unknown")],
  ];
  return (
    <div className="page-narrow page-stack">
      <section className="profile-card panel">
        <div className="profile-card__avatar" aria-hidden="true">
          {profile.studioName.slice(0, 1).toUpperCase()}
        </div>
        <div className="profile-card__intro">
          <p className="eyebrow">{t("client.profile.eyebrow")}</p>
          <h1>{t("client.profile.greeting", { name: profile.user })}</h1>
          <p className="muted">{profile.studioName}</p>
        </div>
        <button type="button" className="btn btn--primary profile-card__edit" onClick={() => setEditing(true)}>
          {t("client.profile.edit")}
        </button>
        <dl className="profile-card__facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {editing && <EditProfile profile={profile} onClose={() => setEditing(false)} />}
    </div>
  );
}
