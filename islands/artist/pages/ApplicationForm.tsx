import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState, type FormEvent } from "react";
import { APPLICATION_INCOMPLETE, REFERENCE_LETTER_COUNT, type LookupField } from "../../../src/contracts/artist-area.ts";
import { EXPERIENCE_FORM_LABELS } from "../../../src/contracts/artists.ts";
import { client, upload } from "../../lib/api.ts";
import { failureMessage, notifyError, notifySuccess } from "../../lib/feedback.ts";
import { ChoiceChips } from "../components/ChoiceChips.tsx";
import { Field } from "../../lib/ui/Field.tsx";
import { ExperienceSelect } from "../components/ExperienceSelect.tsx";
import { FileInput } from "../components/FileInput.tsx";
import { ProgressBar } from "../components/ProgressBar.tsx";
import { fetchArtistStatus, useLookups } from "../data.ts";

const FAILED = "Failed to submit artist form.";
/** SPEC §9: the confirmation page follows 500 ms after success. */
export const AFTER_SUBMIT_MS = 500;

type FileField = "headshot" | "resume" | "policeCheck" | "directDeposit" | "referenceLetter1" | "referenceLetter2";

interface Draft {
  choices: Record<LookupField, string[]>;
  bio: string;
  experience: string;
  files: Record<FileField, File | null>;
}

const EMPTY: Draft = {
  choices: { artistType: [], artistStyle: [], artistAvailable: [] },
  bio: "",
  experience: "",
  files: { headshot: null, resume: null, policeCheck: null, directDeposit: null, referenceLetter1: null, referenceLetter2: null },
};

const IMAGE = "image/jpeg,image/png,image/webp";
const PDF = "application/pdf,.pdf";
const DOCUMENT = `${PDF},image/*`;

/** The documents of DESIGN §6, in the form's order; only the police check may be left out. */
/** The three choices of lookup lists, in the order the form asks for them. */
const CHOICE_INPUTS: { field: LookupField; legend: string; list: "types" | "styles" | "availabilities"; hint?: string }[] = [
  { field: "artistType", legend: "Artist type", list: "types" },
  { field: "artistStyle", legend: "Dance styles", list: "styles", hint: "You are offered jobs in the styles you choose." },
  { field: "artistAvailable", legend: "Availability", list: "availabilities" },
];

const DOCUMENT_INPUTS: { field: FileField; label: string; accept: string; hint: string; optional?: boolean }[] = [
  { field: "headshot", label: "Headshot", accept: IMAGE, hint: "JPEG, PNG or WebP, up to 5 MB." },
  { field: "resume", label: "Resume", accept: PDF, hint: "PDF, up to 10 MB." },
  { field: "policeCheck", label: "Police check (VSS)", accept: DOCUMENT, hint: "Vulnerable sector screening. PDF or image, up to 10 MB.", optional: true },
  { field: "directDeposit", label: "Direct deposit form", accept: DOCUMENT, hint: "A void cheque or your bank's form. PDF or image, up to 10 MB." },
  ...Array.from({ length: REFERENCE_LETTER_COUNT }, (_, i) => ({
    field: `referenceLetter${i + 1}` as FileField,
    label: `Reference letter ${i + 1}`,
    accept: DOCUMENT,
    hint: "PDF or image, up to 10 MB.",
  })),
];

const REQUIRED_FILES = DOCUMENT_INPUTS.filter((d) => !d.optional).map((d) => d.field);

/** What is still missing (SPEC §5): every list, bio, experience, and every document but the police check. */
function missingParts(d: Draft): Set<string> {
  const missing = new Set<string>();
  for (const [field, ids] of Object.entries(d.choices)) if (ids.length === 0) missing.add(field);
  if (!d.bio.trim()) missing.add("bio");
  if (!d.experience) missing.add("experience");
  for (const f of REQUIRED_FILES) if (!d.files[f]) missing.add(f);
  return missing;
}

/** The multipart body of SPEC §3: ids comma-joined, both reference letters under `referenceLetter`. */
function toFormData(d: Draft): FormData {
  const form = new FormData();
  form.append("bio", d.bio.trim());
  form.append("experience", d.experience);
  for (const [field, ids] of Object.entries(d.choices)) form.append(field, ids.join(","));
  form.append("headshot", d.files.headshot!);
  form.append("resume", d.files.resume!);
  if (d.files.policeCheck) form.append("policeCheck", d.files.policeCheck);
  form.append("directDeposit", d.files.directDeposit!);
  form.append("referenceLetter", d.files.referenceLetter1!);
  form.append("referenceLetter", d.files.referenceLetter2!);
  return form;
}

/** SPEC §2 /artist/form: the application with its documents (SPEC §5 rules, DESIGN §6 files). */
export function ApplicationForm() {
  const navigate = useNavigate();
  const lookups = useLookups();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [showMissing, setShowMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  // Someone who already applied has nothing to fill in: the index knows where they belong.
  useEffect(() => {
    fetchArtistStatus()
      .then((status) => status && navigate({ to: "/artist", replace: true }))
      .catch((error: unknown) => console.error("artist status", error));
  }, [navigate]);

  const missing = missingParts(draft);
  const flag = (part: string) => showMissing && missing.has(part);
  const setChoice = (field: LookupField) => (value: string[]) => setDraft((d) => ({ ...d, choices: { ...d.choices, [field]: value } }));
  const setFile = (field: FileField) => (file: File | null) => setDraft((d) => ({ ...d, files: { ...d.files, [field]: file } }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (progress !== null) return;
    if (missing.size > 0) {
      setShowMissing(true);
      notifyError(APPLICATION_INCOMPLETE);
      return;
    }
    setProgress(0);
    try {
      const reply = await upload(client.artist.add, "$post", toFormData(draft), { onProgress: setProgress });
      if (!reply.status) {
        notifyError(failureMessage(reply.message, FAILED));
        setProgress(null);
        return;
      }
      notifySuccess(reply.message);
      setTimeout(() => void navigate({ to: "/artist/confirmation-page" }), AFTER_SUBMIT_MS);
    } catch (error) {
      console.error("artist application", error);
      notifyError(FAILED);
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <section className="aa-standalone">
      <form className="card card--padded form aa-form" onSubmit={submit} noValidate aria-busy={busy}>
        <header className="aa-form__head">
          <p className="eyebrow">Artist application</p>
          <h1>Join our roster of dance educators</h1>
          <p className="muted">
            Tell studios what you teach and when you are free, and send the documents our team checks before approving you. Fields marked{" "}
            <span className="aa-required">*</span> are required.
          </p>
        </header>

        <div className="aa-form__section">
          <h2>What you do</h2>
          {CHOICE_INPUTS.map((c) => (
            <ChoiceChips
              key={c.field}
              legend={c.legend}
              hint={c.hint}
              items={lookups[c.list]}
              selected={draft.choices[c.field]}
              onChange={setChoice(c.field)}
              invalid={flag(c.field)}
            />
          ))}
        </div>

        <div className="aa-form__section">
          <h2>About you</h2>
          <Field label="Bio" required invalid={flag("bio")}>
            {({ id }) => (
              <textarea
                id={id}
                rows={5}
                maxLength={5000}
                value={draft.bio}
                aria-invalid={flag("bio") || undefined}
                placeholder="Your training, teaching experience and what students enjoy in your classes."
                onChange={(e) => {
                  const bio = e.currentTarget.value;
                  setDraft((d) => ({ ...d, bio }));
                }}
              />
            )}
          </Field>
          <Field label="Experience" required invalid={flag("experience")}>
            {({ id }) => (
              <ExperienceSelect
                id={id}
                value={draft.experience}
                labels={EXPERIENCE_FORM_LABELS}
                placeholder="Select your experience"
                invalid={flag("experience")}
                onChange={(experience) => setDraft((d) => ({ ...d, experience }))}
              />
            )}
          </Field>
        </div>

        <div className="aa-form__section">
          <h2>Documents</h2>
          <p className="muted">Your headshot and resume appear on your public profile. The other documents are seen only by you and our team.</p>
          <div className="form-grid form-grid--2">
            {DOCUMENT_INPUTS.map((d) => (
              <FileInput
                key={d.field}
                label={d.label}
                accept={d.accept}
                hint={d.hint}
                file={draft.files[d.field]}
                onChange={setFile(d.field)}
                optional={d.optional}
                invalid={flag(d.field)}
              />
            ))}
          </div>
        </div>

        {showMissing && missing.size > 0 && (
          <p className="aa-alert" role="alert">
            {APPLICATION_INCOMPLETE}
          </p>
        )}
        {busy && <ProgressBar value={progress} label="Uploading your application" />}
        <div className="button-row">
          <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
            {busy ? "Submitting..." : "Submit Application"}
          </button>
        </div>
      </form>
    </section>
  );
}
