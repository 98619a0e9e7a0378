import { createRoute, Link } from "@tanstack/react-router";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { clientUpdateSchema, type ClientProfile } from "../../../src/contracts/clients.ts";
import { call, client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { FALLBACK, notifySuccess } from "../../lib/feedback.ts";
import { clientSliceAtom, userAtom } from "../../lib/state.ts";
import { TextField } from "../../lib/ui/Field.tsx";
import { ClientModal } from "../components/ClientModal.tsx";
import { useForm } from "../form.ts";
import { StudioFields } from "../components/StudioFields.tsx";
import { clientRoute } from "../root.tsx";

const FORM_ID = "edit-profile-form";

/** SPEC §2 Edit Profile modal, with SPEC §5's messages. */
function EditProfile({ profile, onClose }: { profile: ClientProfile; onClose(): void }) {
  const patch = useSetAtom(clientSliceAtom);
  const [user, setUser] = useAtom(userAtom);
  const form = useForm({
    name: profile.user,
    email: profile.email,
    studioName: profile.studioName,
    studioDirector: profile.studioDirector,
    address: profile.address,
    contactNumber: profile.contactNumber,
  });
  const { field } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const update = form.check(clientUpdateSchema);
    const reply = update && (await form.send(() => call(client.client.update.$put, { json: update }), FALLBACK.update, FALLBACK.updateError));
    if (!reply) return;
    patch({ profile: reply.response });
    if (user) setUser({ ...user, name: reply.response.user });
    notifySuccess(reply.message || "Profile updated");
    onClose();
  }

  return (
    <ClientModal
      title="Edit Profile"
      onClose={() => !form.busy && onClose()}
      footer={
        <>
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={form.busy}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={form.busy}>
            {form.busy ? "Saving..." : "Save Changes"}
          </button>
        </>
      }
    >
      <form ref={form.formRef} id={FORM_ID} className="form form-grid form-grid--2" onSubmit={submit} noValidate aria-busy={form.busy}>
        <TextField label="Name" required maxLength={100} autoComplete="name" {...field("name")} />
        <TextField label="Email" type="email" required maxLength={254} autoComplete="email" {...field("email")} />
        <StudioFields field={field} />
      </form>
    </ClientModal>
  );
}

/** SPEC §2 client-profile: who the studio is, and the Edit Profile modal. */
function ClientProfilePage() {
  const profile = useAtomValue(clientSliceAtom).profile;
  const patch = useSetAtom(clientSliceAtom);
  const [editing, setEditing] = useState(false);
  const { failed } = useApiGet(
    client.client.profile,
    {},
    {
      fallback: FALLBACK.profile,
      brokenMessage: FALLBACK.profile,
      onLoaded: (reply) => patch({ profile: reply.response }),
    },
  );

  if (!profile) {
    if (!failed) {
      return (
        <p className="muted" role="status">
          Loading profile...
        </p>
      );
    }
    return (
      <section className="card state-card" role="alert">
        <h1>No studio profile yet</h1>
        <p className="muted">Register your studio to see and edit its profile.</p>
        <Link to="/client/form" className="btn btn--primary">
          Register Your Studio
        </Link>
      </section>
    );
  }

  const rows: [string, string][] = [
    ["Studio director", profile.studioDirector],
    ["Email", profile.email],
    ["Studio name", profile.studioName],
    ["Contact number", profile.contactNumber],
    ["Address", profile.address],
  ];
  return (
    <div className="page-narrow page-stack">
      <section className="profile-card panel">
        <div className="profile-card__avatar" aria-hidden="true">
          {profile.studioName.slice(0, 1).toUpperCase()}
        </div>
        <div className="profile-card__intro">
          <p className="eyebrow">Studio profile</p>
          <h1>Hello {profile.user} !</h1>
          <p className="muted">{profile.studioName}</p>
        </div>
        <button type="button" className="btn btn--primary profile-card__edit" onClick={() => setEditing(true)}>
          Edit Profile
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

export const clientProfileRoute = createRoute({ getParentRoute: () => clientRoute, path: "client-profile", component: ClientProfilePage });
