import { createRoute, useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { clientProfileSchema, type ClientProfile, type ClientProfileInput } from "../../../src/contracts/clients.ts";
import { api } from "../../lib/api.ts";
import { fieldErrors, TextField } from "../components/Field.tsx";
import { useClientProfile } from "../data.ts";
import { FALLBACK, toastFailure, toastSuccess } from "../feedback.ts";
import { clientRoute } from "../root.tsx";
import { patchClientAtom } from "../state.ts";

type FieldName = keyof ClientProfileInput;
const FIELDS: FieldName[] = ["studioName", "studioDirector", "address", "contactNumber"];

/** SPEC §9: 100 ms after the client registration, on to the confirmation. */
const REDIRECT_DELAY_MS = 100;

/** SPEC §2 form: the studio's registration. */
function RegistrationForm() {
  const navigate = useNavigate();
  const patch = useSetAtom(patchClientAtom);
  const { profile, fresh } = useClientProfile();
  const [values, setValues] = useState<ClientProfileInput>({ studioName: "", studioDirector: "", address: "", contactNumber: "" });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  // A studio registers once: one that already has a profile goes to its dashboard.
  useEffect(() => {
    if (fresh && profile && !saved) void navigate({ to: "/client/dashboard", replace: true });
  }, [fresh, profile, saved, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = clientProfileSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      toast.error(found[FIELDS.find((f) => found[f])!]!);
      return;
    }
    setBusy(true);
    try {
      const reply = await api<ClientProfile>("/client/add", { method: "POST", body: parsed.data });
      if (!reply.status) {
        toastFailure(reply.message, FALLBACK.add);
        setBusy(false);
        return;
      }
      setSaved(true);
      patch({ profile: reply.response });
      toastSuccess(reply.message);
      setTimeout(() => void navigate({ to: "/client/confirmation-page" }), REDIRECT_DELAY_MS);
    } catch (error) {
      console.error(error);
      toast.error(FALLBACK.server);
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
    <div className="narrow stack">
      <header className="page-head">
        <div>
          <p className="eyebrow">Welcome to DanceLink</p>
          <h1>Register your studio</h1>
          <p className="muted">A few details about your studio, and you can start posting jobs for our artists.</p>
        </div>
      </header>
      <form className="panel form" onSubmit={submit} noValidate aria-busy={busy}>
        <TextField label="Studio name" required maxLength={120} autoComplete="organization" {...field("studioName")} />
        <TextField label="Studio director" required maxLength={120} autoComplete="name" {...field("studioDirector")} />
        <TextField label="Address" required maxLength={300} autoComplete="street-address" {...field("address")} />
        <TextField label="Contact number" type="tel" required maxLength={30} autoComplete="tel" placeholder="416 555 0142" {...field("contactNumber")} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </button>
        </div>
      </form>
    </div>
  );
}

export const registrationFormRoute = createRoute({ getParentRoute: () => clientRoute, path: "form", component: RegistrationForm });
