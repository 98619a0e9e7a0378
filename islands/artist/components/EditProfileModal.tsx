import { useAtom } from "jotai";
import { useCallback, useId, useState, type FormEvent } from "react";
import { SIMPLE_EMAIL, type ArtistProfile, type LookupField, type ReplaceableDocument } from "../../../src/features/artists/artist-area.contract.ts";
import { EXPERIENCE_VALUES, type Experience } from "../../../src/features/artists/artists.contract.ts";
import type { MessageKey } from "../../../src/platform/i18n/messages/en.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client, upload } from "../../lib/api.ts";
import { failureMessage, notifyError, notifySuccess } from "../../lib/feedback.ts";
import { progressOfEach } from "../../lib/uploads.ts";
import { userAtom } from "../../lib/state.ts";
import { Modal } from "../../lib/ui/Modal.tsx";
import { Tabs } from "../../lib/ui/Tabs.tsx";
import { useLookups } from "../data.ts";
import { ChoiceChips } from "./ChoiceChips.tsx";
import { Field } from "../../lib/ui/Field.tsx";
import { ExperienceSelect } from "./ExperienceSelect.tsx";
import { type FileInputSpec, PRIVATE_DOCUMENT_INPUTS } from "./document-inputs.ts";
import { FileInput } from "./FileInput.tsx";
import { appendPlace, PlaceFields, placeDraftOf } from "./PlaceFields.tsx";
import { ProgressBar } from "./ProgressBar.tsx";
import { SubmitButton } from "../../lib/ui/SubmitButton.tsx";

interface EditProfileModalProps {
  profile: ArtistProfile;
  onClose(): void;
  onSaved(profile: ArtistProfile): void;
}

type TabKey = "account" | "experience" | "documents";

/** A file chosen for the update and what is wrong with it (null: it may be sent). */
interface ChosenFile {
  file: File | null;
  problem: string | null;
}
const NO_FILE: ChosenFile = { file: null, problem: null };

type EditFile = "headshot" | "resume" | ReplaceableDocument;

/** The files an update may replace, each sent under its field and shown on its tab, in the body's order. */
const EDIT_FILES: (FileInputSpec<EditFile> & { tab: TabKey })[] = [
  { field: "headshot", tab: "account", label: "artist.edit.newHeadshot", kind: "headshot", hint: "artist.edit.newHeadshotHint" },
  { field: "resume", tab: "account", label: "artist.edit.newResume", kind: "resume", hint: "artist.edit.newResumeHint" },
  ...PRIVATE_DOCUMENT_INPUTS.map((input) => ({ ...input, tab: "documents" as const })),
];
const NO_FILES = Object.fromEntries(EDIT_FILES.map(({ field }) => [field, NO_FILE])) as Record<EditFile, ChosenFile>;

/** SPEC §5 profile edit rules, in the order the fields appear; null when all is well. */
function problem(
  name: string,
  email: string,
  experience: string,
  choices: Record<LookupField, string[]>,
): { tab: TabKey; message: MessageKey; list?: LookupField } | null {
  if (!name.trim()) return { tab: "account", message: "artist.edit.nameRequired" };
  if (!SIMPLE_EMAIL.test(email.trim())) return { tab: "account", message: "artist.edit.emailRequired" };
  if (experience && !EXPERIENCE_VALUES.includes(experience as Experience)) return { tab: "experience", message: "artist.edit.experienceInvalid" };
  for (const [field, ids] of Object.entries(choices) as [LookupField, string[]][]) {
    if (ids.length === 0) return { tab: "experience", message: "artist.edit.selectAtLeastOne", list: field };
  }
  return null;
}

/** SPEC §2 Edit Profile: an Account tab and an Experience tab, sent as one multipart update. */
export function EditProfileModal({ profile, onClose, onSaved }: EditProfileModalProps) {
  const t = useT();
  const lookups = useLookups();
  const formId = useId();
  const [user, setUser] = useAtom(userAtom);
  const [tab, setTab] = useState<TabKey>("account");
  // A new name or bio waiting for the agency stays in the form: saving again must not withdraw it.
  const [name, setName] = useState(profile.pendingChange?.name ?? profile.user);
  const [email, setEmail] = useState(profile.email);
  const [bio, setBio] = useState(profile.pendingChange?.bio ?? profile.bio);
  // Once approved, the agency reviews a new name or bio before the profile shows it.
  const reviewHint = profile.artistStatus === "approved" ? t("artist.edit.reviewedHint") : undefined;
  const [experience, setExperience] = useState(profile.experience);
  const [choices, setChoices] = useState(profile.choices);
  const [place, setPlace] = useState(() => placeDraftOf(profile));
  const [files, setFiles] = useState(NO_FILES);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const fileProgress =
    progress === null
      ? {}
      : progressOfEach(
          EDIT_FILES.map(({ field }) => [field, files[field].file]),
          progress,
        );
  const close = useCallback(() => {
    if (!busy) onClose();
  }, [busy, onClose]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // A refused file's problem is already said beside it.
    const refused = EDIT_FILES.find(({ field }) => files[field].problem);
    if (refused) {
      setTab(refused.tab);
      return;
    }
    const wrong = problem(name, email, experience, choices);
    if (wrong) {
      const message = t(wrong.message, wrong.list ? { list: wrong.list } : undefined);
      setTab(wrong.tab);
      setError(message);
      notifyError(message);
      return;
    }
    setError(null);
    const form = new FormData();
    form.append("name", name.trim());
    form.append("email", email.trim());
    // SPEC §5: bio and experience are sent only if non-empty.
    if (bio.trim()) form.append("bio", bio.trim());
    if (experience) form.append("experience", experience);
    appendPlace(form, place);
    for (const [field, chosen] of Object.entries(choices)) form.append(field, chosen.join(","));
    for (const { field } of EDIT_FILES) {
      const chosen = files[field].file;
      if (chosen) form.append(field, chosen);
    }
    setProgress(0);
    try {
      const reply = await upload(client.artist.update, "$put", form, { onProgress: setProgress });
      setProgress(null);
      if (!reply.status) {
        const message = failureMessage(reply.message, t("artist.edit.failed"));
        setError(message);
        notifyError(message);
        return;
      }
      notifySuccess(reply.message || t("artist.edit.saved"));
      onSaved(reply.response);
      // The greeting shows the stored user's name (SPEC §3).
      if (user) setUser({ ...user, name: reply.response.user });
      onClose();
    } catch (err) {
      console.error("profile update", err);
      setProgress(null);
      notifyError(t("artist.edit.error"));
    }
  }

  const fileInputs = (on: TabKey) =>
    EDIT_FILES.filter(({ tab: fileTab }) => fileTab === on).map(({ field, label, labelValues, kind, hint }) => (
      <FileInput
        key={field}
        label={t(label, labelValues)}
        kind={kind}
        hint={t(hint)}
        file={files[field].file}
        problem={files[field].problem}
        onChange={(file, problem) => setFiles((chosen) => ({ ...chosen, [field]: { file, problem } }))}
        progress={fileProgress[field]}
        optional
      />
    ));

  const account = (
    <div className="aa-form__section">
      <Field label={t("artist.edit.name")} hint={reviewHint}>
        {({ id, describedBy }) => (
          <input id={id} value={name} maxLength={100} autoComplete="name" aria-describedby={describedBy} onChange={(e) => setName(e.currentTarget.value)} />
        )}
      </Field>
      <Field label={t("artist.edit.email")}>
        {({ id }) => <input id={id} type="email" value={email} autoComplete="email" onChange={(e) => setEmail(e.currentTarget.value)} />}
      </Field>
      {fileInputs("account")}
    </div>
  );

  const documentsTab = (
    <div className="aa-form__section">
      <p className="field__hint">{t("artist.edit.documentsIntro")}</p>
      {fileInputs("documents")}
    </div>
  );

  const experienceTab = (
    <div className="aa-form__section">
      <Field label={t("artist.edit.bio")} hint={reviewHint}>
        {({ id, describedBy }) => (
          <textarea id={id} rows={5} maxLength={5000} value={bio} aria-describedby={describedBy} onChange={(e) => setBio(e.currentTarget.value)} />
        )}
      </Field>
      <Field label={t("artist.edit.experience")}>
        {({ id }) => <ExperienceSelect id={id} value={experience} placeholder={t("artist.edit.selectExperience")} onChange={setExperience} />}
      </Field>
      <PlaceFields value={place} onChange={setPlace} />
      <ChoiceChips
        legend={t("artist.edit.styles")}
        items={lookups.styles}
        selected={choices.artistStyle}
        onChange={(v) => setChoices((c) => ({ ...c, artistStyle: v }))}
      />
      <ChoiceChips
        legend={t("artist.edit.services")}
        items={lookups.types}
        selected={choices.artistType}
        onChange={(v) => setChoices((c) => ({ ...c, artistType: v }))}
      />
      <ChoiceChips
        legend={t("artist.edit.availability")}
        items={lookups.availabilities}
        selected={choices.artistAvailable}
        onChange={(v) => setChoices((c) => ({ ...c, artistAvailable: v }))}
      />
    </div>
  );

  return (
    <Modal
      title={t("artist.edit.title")}
      onClose={close}
      footer={
        <>
          <button type="button" className="btn btn--outline" onClick={close} disabled={busy}>
            {t("artist.edit.cancel")}
          </button>
          <SubmitButton busy={busy} form={formId} label={t("artist.edit.save")} busyLabel={t("artist.edit.saving")} />
        </>
      }
    >
      <form id={formId} onSubmit={save} noValidate className="form">
        <Tabs<TabKey>
          active={tab}
          onChange={setTab}
          tabs={[
            { key: "account", label: t("artist.edit.tabAccount"), panel: account },
            { key: "experience", label: t("artist.edit.tabExperience"), panel: experienceTab },
            { key: "documents", label: t("artist.edit.tabDocuments"), panel: documentsTab },
          ]}
        />
        {error && (
          <p className="aa-alert" role="alert">
            {error}
          </p>
        )}
        {busy && <ProgressBar value={progress} label={t("artist.edit.progress")} />}
      </form>
    </Modal>
  );
}
