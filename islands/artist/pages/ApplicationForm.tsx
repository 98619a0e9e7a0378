import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect, useState, type FormEvent } from "react";
import type { LookupField, ReplaceableDocument } from "../../../src/features/artists/artist-area.contract.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client, upload } from "../../lib/api.ts";
import { failureMessage, notifyError, notifySuccess } from "../../lib/feedback.ts";
import { progressOfEach } from "../../lib/uploads.ts";
import { ChoiceChips } from "../components/ChoiceChips.tsx";
import { Field } from "../../lib/ui/Field.tsx";
import { ExperienceSelect } from "../components/ExperienceSelect.tsx";
import { type FileInputSpec, PRIVATE_DOCUMENT_INPUTS } from "../components/document-inputs.ts";
import { FileInput } from "../components/FileInput.tsx";
import { appendPlace, type PlaceDraft, PlaceFields } from "../components/PlaceFields.tsx";
import { ProgressBar } from "../components/ProgressBar.tsx";
import { fetchArtistCheck, useLookups } from "../data.ts";
import { artistCheckAtom } from "../state.ts";
import { SubmitButton } from "../../lib/ui/SubmitButton.tsx";

/** SPEC §9: the confirmation page follows 500 ms after success. */
export const AFTER_SUBMIT_MS = 500;

type FileField = "headshot" | "resume" | ReplaceableDocument;

interface Draft {
  choices: Record<LookupField, string[]>;
  bio: string;
  experience: string;
  place: PlaceDraft;
  files: Record<FileField, File | null>;
  /** What is wrong with each chosen file (said beside it as soon as it is chosen). */
  problems: Partial<Record<FileField, string>>;
}

const EMPTY: Draft = {
  choices: { artistType: [], artistStyle: [], artistAvailable: [] },
  bio: "",
  experience: "",
  place: { city: "", province: "", travelKm: "" },
  files: { headshot: null, resume: null, policeCheck: null, directDeposit: null, referenceLetter1: null, referenceLetter2: null },
  problems: {},
};

/** The three choices of lookup lists, in the order the form asks for them. */
const CHOICE_INPUTS: { field: LookupField; legend: MessageKey; list: "types" | "styles" | "availabilities"; hint?: MessageKey }[] = [
  { field: "artistType", legend: "artist.form.artistType", list: "types" },
  { field: "artistStyle", legend: "artist.form.styles", list: "styles", hint: "artist.form.stylesHint" },
  { field: "artistAvailable", legend: "artist.form.availability", list: "availabilities" },
];

/** The application's documents, in the form's order (and the body's); only the police check may be left out. */
const DOCUMENT_INPUTS: FileInputSpec<FileField>[] = [
  { field: "headshot", label: "artist.form.headshot", kind: "headshot", hint: "artist.form.headshotHint" },
  { field: "resume", label: "artist.form.resume", kind: "resume", hint: "artist.form.resumeHint" },
  ...PRIVATE_DOCUMENT_INPUTS,
];

const REQUIRED_FILES = DOCUMENT_INPUTS.filter((d) => !d.optional).map((d) => d.field);

/** What is still missing (SPEC §5): every list, bio, experience, city and province, and every document but the police check. */
function missingParts(d: Draft): Set<string> {
  const missing = new Set<string>();
  for (const [field, ids] of Object.entries(d.choices)) if (ids.length === 0) missing.add(field);
  if (!d.bio.trim()) missing.add("bio");
  if (!d.experience) missing.add("experience");
  if (!d.place.city.trim()) missing.add("city");
  if (!d.place.province) missing.add("province");
  for (const f of REQUIRED_FILES) if (!d.files[f]) missing.add(f);
  return missing;
}

/** The multipart body of SPEC §3: ids comma-joined, both reference letters under `referenceLetter`. */
function toFormData(d: Draft): FormData {
  const form = new FormData();
  form.append("bio", d.bio.trim());
  form.append("experience", d.experience);
  appendPlace(form, d.place);
  for (const [field, ids] of Object.entries(d.choices)) form.append(field, ids.join(","));
  form.append("headshot", d.files.headshot!);
  form.append("resume", d.files.resume!);
  if (d.files.policeCheck) form.append("policeCheck", d.files.policeCheck);
  form.append("directDeposit", d.files.directDeposit!);
  form.append("referenceLetter", d.files.referenceLetter1!);
  form.append("referenceLetter", d.files.referenceLetter2!);
  return form;
}

/** SPEC §2 /artist/form: the application with its documents (SPEC §5 rules, the upload limits). */
export function ApplicationForm() {
  const t = useT();
  const navigate = useNavigate();
  const lookups = useLookups();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [showMissing, setShowMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const setCheck = useSetAtom(artistCheckAtom);

  // Someone who already applied has nothing to fill in: the index knows where they belong.
  useEffect(() => {
    fetchArtistCheck()
      .then((check) => check.artistStatus && navigate({ to: "/artist", replace: true }))
      .catch((error: unknown) => console.error("artist status", error));
  }, [navigate]);

  const missing = missingParts(draft);
  const flag = (part: string) => showMissing && missing.has(part);
  const setChoice = (field: LookupField) => (value: string[]) => setDraft((d) => ({ ...d, choices: { ...d.choices, [field]: value } }));
  const setFile = (field: FileField) => (file: File | null, problem: string | null) =>
    setDraft((d) => ({ ...d, files: { ...d.files, [field]: file }, problems: { ...d.problems, [field]: problem ?? undefined } }));
  const fileProblems = Object.values(draft.problems).some(Boolean);
  const fileProgress =
    progress === null
      ? {}
      : progressOfEach(
          DOCUMENT_INPUTS.map((d): [FileField, File | null] => [d.field, draft.files[d.field]]),
          progress,
        );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (progress !== null) return;
    // Each file's problem is already said beside it: the form only points at them.
    if (fileProblems) {
      setShowMissing(true);
      return;
    }
    if (missing.size > 0) {
      setShowMissing(true);
      notifyError(t("artist.form.incomplete"));
      return;
    }
    setProgress(0);
    try {
      const reply = await upload(client.artist.add, "$post", toFormData(draft), { onProgress: setProgress });
      if (!reply.status) {
        notifyError(failureMessage(reply.message, t("artist.form.failed")));
        setProgress(null);
        return;
      }
      notifySuccess(reply.message);
      setCheck({ artistStatus: "pending", rejectionReason: null });
      setTimeout(() => void navigate({ to: "/artist/confirmation-page" }), AFTER_SUBMIT_MS);
    } catch (error) {
      console.error("artist application", error);
      notifyError(t("artist.form.failed"));
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <section className="aa-standalone">
      <form className="card card--padded form aa-form" onSubmit={submit} noValidate aria-busy={busy}>
        <header className="aa-form__head">
          <p className="eyebrow">{t("artist.form.eyebrow")}</p>
          <h1>{t("artist.form.title")}</h1>
          <p className="muted">
            {t("artist.form.intro")} {t("artist.form.requiredBefore")} <span className="aa-required">*</span> {t("artist.form.requiredAfter")}
          </p>
        </header>

        <div className="aa-form__section">
          <h2>{t("artist.form.whatYouDo")}</h2>
          {CHOICE_INPUTS.map((c) => (
            <ChoiceChips
              key={c.field}
              legend={t(c.legend)}
              hint={c.hint && t(c.hint)}
              items={lookups[c.list]}
              selected={draft.choices[c.field]}
              onChange={setChoice(c.field)}
              invalid={flag(c.field)}
            />
          ))}
        </div>

        <div className="aa-form__section">
          <h2>{t("artist.form.aboutYou")}</h2>
          <Field label={t("artist.form.bio")} required invalid={flag("bio")}>
            {({ id }) => (
              <textarea
                id={id}
                rows={5}
                maxLength={5000}
                value={draft.bio}
                aria-invalid={flag("bio") || undefined}
                placeholder={t("artist.form.bioPlaceholder")}
                onChange={(e) => {
                  const bio = e.currentTarget.value;
                  setDraft((d) => ({ ...d, bio }));
                }}
              />
            )}
          </Field>
          <Field label={t("artist.form.experience")} required invalid={flag("experience")}>
            {({ id }) => (
              <ExperienceSelect
                id={id}
                value={draft.experience}
                placeholder={t("artist.form.selectExperience")}
                invalid={flag("experience")}
                onChange={(experience) => setDraft((d) => ({ ...d, experience }))}
              />
            )}
          </Field>
          <PlaceFields value={draft.place} onChange={(place) => setDraft((d) => ({ ...d, place }))} required invalid={flag} />
        </div>

        <div className="aa-form__section">
          <h2>{t("artist.form.documents")}</h2>
          <p className="muted">{t("artist.form.documentsText")}</p>
          <div className="form-grid form-grid--2">
            {DOCUMENT_INPUTS.map((d) => (
              <FileInput
                key={d.field}
                label={t(d.label, d.labelValues)}
                kind={d.kind}
                hint={t(d.hint)}
                file={draft.files[d.field]}
                onChange={setFile(d.field)}
                problem={draft.problems[d.field]}
                optional={d.optional}
                invalid={flag(d.field)}
                progress={fileProgress[d.field]}
              />
            ))}
          </div>
        </div>

        {showMissing && (missing.size > 0 || fileProblems) && (
          <p className="aa-alert" role="alert">
            {fileProblems ? t("artist.file.fixFiles") : t("artist.form.incomplete")}
          </p>
        )}
        {busy && <ProgressBar value={progress} label={t("artist.form.progress")} />}
        <div className="button-row">
          <SubmitButton busy={busy} className="btn btn--primary btn--lg" label={t("artist.form.submit")} busyLabel={t("artist.form.submitting")} />
        </div>
      </form>
    </section>
  );
}
