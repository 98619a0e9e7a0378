import { useNavigate } from "@tanstack/react-router";
import { useEffect, useId, useState, type FormEvent } from "react";
import { APPLICATION_INCOMPLETE, REFERENCE_LETTER_COUNT, type LookupField } from "../../../src/contracts/artist-area.ts";
import { EXPERIENCE_FORM_LABELS, EXPERIENCE_VALUES } from "../../../src/contracts/artists.ts";
import { upload } from "../../lib/api.ts";
import { ChoiceChips } from "../components/ChoiceChips.tsx";
import { FileInput } from "../components/FileInput.tsx";
import { ProgressBar } from "../components/ProgressBar.tsx";
import { fetchArtistStatus, useLookups } from "../data.ts";
import { failureMessage, notifyError, notifySuccess } from "../notify.ts";

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

const REQUIRED_FILES: FileField[] = ["headshot", "resume", "directDeposit", "referenceLetter1", "referenceLetter2"];

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
  const ids = useId();
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
      const reply = await upload("/artist/add", toFormData(draft), { onProgress: setProgress });
      if (!reply.status) {
        notifyError(failureMessage(reply, FAILED));
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
      <form className="aa-card aa-form" onSubmit={submit} noValidate aria-busy={busy}>
        <header className="aa-form__head">
          <p className="aa-eyebrow">Artist application</p>
          <h1>Join our roster of dance educators</h1>
          <p className="aa-muted">
            Tell studios what you teach and when you are free, and send the documents our team checks before approving you. Fields marked{" "}
            <span className="aa-required">*</span> are required.
          </p>
        </header>

        <div className="aa-form__section">
          <h2>What you do</h2>
          <ChoiceChips legend="Artist type" items={lookups.types} selected={draft.choices.artistType} onChange={setChoice("artistType")} invalid={flag("artistType")} />
          <ChoiceChips
            legend="Dance styles"
            hint="You are offered jobs in the styles you choose."
            items={lookups.styles}
            selected={draft.choices.artistStyle}
            onChange={setChoice("artistStyle")}
            invalid={flag("artistStyle")}
          />
          <ChoiceChips
            legend="Availability"
            items={lookups.availabilities}
            selected={draft.choices.artistAvailable}
            onChange={setChoice("artistAvailable")}
            invalid={flag("artistAvailable")}
          />
        </div>

        <div className="aa-form__section">
          <h2>About you</h2>
          <div className={flag("bio") ? "aa-field is-invalid" : "aa-field"}>
            <label className="aa-label" htmlFor={`${ids}-bio`}>
              Bio <span className="aa-required" aria-hidden="true">*</span>
            </label>
            <textarea
              id={`${ids}-bio`}
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
          </div>
          <div className={flag("experience") ? "aa-field is-invalid" : "aa-field"}>
            <label className="aa-label" htmlFor={`${ids}-experience`}>
              Experience <span className="aa-required" aria-hidden="true">*</span>
            </label>
            <select
              id={`${ids}-experience`}
              value={draft.experience}
              aria-invalid={flag("experience") || undefined}
              onChange={(e) => {
                const experience = e.currentTarget.value;
                setDraft((d) => ({ ...d, experience }));
              }}
            >
              <option value="">Select your experience</option>
              {EXPERIENCE_VALUES.map((v) => (
                <option key={v} value={v}>
                  {EXPERIENCE_FORM_LABELS[v]}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="aa-form__section">
          <h2>Documents</h2>
          <p className="aa-muted">Your headshot and resume appear on your public profile. The other documents are seen only by you and our team.</p>
          <div className="aa-grid-2">
            <FileInput label="Headshot" accept="image/jpeg,image/png,image/webp" hint="JPEG, PNG or WebP, up to 5 MB." file={draft.files.headshot} onChange={setFile("headshot")} invalid={flag("headshot")} />
            <FileInput label="Resume" accept="application/pdf,.pdf" hint="PDF, up to 10 MB." file={draft.files.resume} onChange={setFile("resume")} invalid={flag("resume")} />
            <FileInput
              label="Police check (VSS)"
              accept="application/pdf,.pdf,image/*"
              hint="Vulnerable sector screening. PDF or image, up to 10 MB."
              file={draft.files.policeCheck}
              onChange={setFile("policeCheck")}
              optional
            />
            <FileInput
              label="Direct deposit form"
              accept="application/pdf,.pdf,image/*"
              hint="A void cheque or your bank's form. PDF or image, up to 10 MB."
              file={draft.files.directDeposit}
              onChange={setFile("directDeposit")}
              invalid={flag("directDeposit")}
            />
            {Array.from({ length: REFERENCE_LETTER_COUNT }, (_, i) => {
              const field = `referenceLetter${i + 1}` as FileField;
              return (
                <FileInput
                  key={field}
                  label={`Reference letter ${i + 1}`}
                  accept="application/pdf,.pdf,image/*"
                  hint="PDF or image, up to 10 MB."
                  file={draft.files[field]}
                  onChange={setFile(field)}
                  invalid={flag(field)}
                />
              );
            })}
          </div>
        </div>

        {showMissing && missing.size > 0 && (
          <p className="aa-alert" role="alert">
            {APPLICATION_INCOMPLETE}
          </p>
        )}
        {busy && <ProgressBar value={progress} label="Uploading your application" />}
        <div className="aa-actions">
          <button type="submit" className="aa-btn aa-btn--primary aa-btn--lg" disabled={busy}>
            {busy ? "Submitting..." : "Submit Application"}
          </button>
        </div>
      </form>
    </section>
  );
}
