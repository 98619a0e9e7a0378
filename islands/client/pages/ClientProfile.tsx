import { createRoute, Link } from "@tanstack/react-router";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { clientUpdateSchema, type ClientProfile, type ClientUpdateInput } from "../../../src/contracts/clients.ts";
import { api } from "../../lib/api.ts";
import { userAtom } from "../../lib/state.ts";
import { fieldErrors, TextField } from "../components/Field.tsx";
import { Modal } from "../components/Modal.tsx";
import { FALLBACK, toastFailure, toastSuccess } from "../feedback.ts";
import { clientRoute } from "../root.tsx";
import { clientAtom, patchClientAtom } from "../state.ts";

type FieldName = keyof ClientUpdateInput;
const FIELDS: FieldName[] = ["name", "email", "studioName", "studioDirector", "address", "contactNumber"];
const FORM_ID = "edit-profile-form";

/** SPEC §2 Edit Profile modal, with SPEC §5's messages. */
function EditProfile({ profile, onClose }: { profile: ClientProfile; onClose(): void }) {
  const patch = useSetAtom(patchClientAtom);
  const [user, setUser] = useAtom(userAtom);
  const [values, setValues] = useState<ClientUpdateInput>({
    name: profile.user,
    email: profile.email,
    studioName: profile.studioName,
    studioDirector: profile.studioDirector,
    address: profile.address,
    contactNumber: profile.contactNumber,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = clientUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      toast.error(found[FIELDS.find((f) => found[f])!]!);
      return;
    }
    setBusy(true);
    try {
      const reply = await api<ClientProfile>("/client/update", { method: "PUT", body: parsed.data });
      if (!reply.status) {
        toastFailure(reply.message, FALLBACK.update);
        setBusy(false);
        return;
      }
      patch({ profile: reply.response });
      if (user) setUser({ ...user, name: reply.response.user });
      toastSuccess(reply.message || "Profile updated");
      onClose();
    } catch (error) {
      console.error(error);
      toast.error(FALLBACK.updateError);
      setBusy(false);
    }
  }

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((errs) => ({ ...errs, [name]: undefined }));
    },
  });

  return (
    <Modal
      title="Edit Profile"
      onClose={() => !busy && onClose()}
      footer={
        <>
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </button>
        </>
      }
    >
      <form id={FORM_ID} className="form form__grid" onSubmit={submit} noValidate aria-busy={busy}>
        <TextField label="Name" required maxLength={100} autoComplete="name" {...field("name")} />
        <TextField label="Email" type="email" required maxLength={254} autoComplete="email" {...field("email")} />
        <TextField label="Studio name" required maxLength={120} {...field("studioName")} />
        <TextField label="Studio director" required maxLength={120} {...field("studioDirector")} />
        <TextField label="Address" required maxLength={300} className="form__wide" {...field("address")} />
        <TextField label="Contact number" type="tel" required maxLength={30} {...field("contactNumber")} />
      </form>
    </Modal>
  );
}

/** SPEC §2 client-profile: who the studio is, and the Edit Profile modal. */
function ClientProfilePage() {
  const profile = useAtomValue(clientAtom).profile;
  const patch = useSetAtom(patchClientAtom);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api<ClientProfile>("/client/profile", { noCache: true, signal: controller.signal })
      .then((reply) => {
        if (reply.status) patch({ profile: reply.response });
        else {
          setFailed(true);
          toastFailure(reply.message, FALLBACK.profile);
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setFailed(true);
        toastFailure(undefined, FALLBACK.profile);
      });
    return () => controller.abort();
  }, [patch]);

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
    <div className="stack narrow">
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
