import { useAtom } from "jotai";
import { useCallback, useId, useState, type FormEvent } from "react";
import { SIMPLE_EMAIL, type ArtistProfile, type LookupField } from "../../../src/contracts/artist-area.ts";
import { EXPERIENCE_EDIT_LABELS, EXPERIENCE_VALUES, type Experience } from "../../../src/contracts/artists.ts";
import { client, upload } from "../../lib/api.ts";
import { FALLBACK, failureMessage, notifyError, notifySuccess } from "../../lib/feedback.ts";
import { userAtom } from "../../lib/state.ts";
import { Modal } from "../../lib/ui/Modal.tsx";
import { Tabs } from "../../lib/ui/Tabs.tsx";
import { useLookups } from "../data.ts";
import { ChoiceChips } from "./ChoiceChips.tsx";
import { Field } from "../../lib/ui/Field.tsx";
import { ExperienceSelect } from "./ExperienceSelect.tsx";
import { FileInput } from "./FileInput.tsx";
import { ProgressBar } from "./ProgressBar.tsx";

interface EditProfileModalProps {
  profile: ArtistProfile;
  onClose(): void;
  onSaved(profile: ArtistProfile): void;
}

type TabKey = "account" | "experience";

const LIST_LABELS: Record<LookupField, string> = { artistType: "artist type", artistStyle: "dance style", artistAvailable: "availability" };

/** SPEC §5 profile edit rules, in the order the fields appear; null when all is well. */
function problem(name: string, email: string, experience: string, choices: Record<LookupField, string[]>): { tab: TabKey; message: string } | null {
  if (!name.trim()) return { tab: "account", message: "Name is required" };
  if (!SIMPLE_EMAIL.test(email.trim())) return { tab: "account", message: "Valid email is required" };
  if (experience && !EXPERIENCE_VALUES.includes(experience as Experience)) return { tab: "experience", message: "Please select a valid experience option" };
  for (const [field, ids] of Object.entries(choices) as [LookupField, string[]][]) {
    if (ids.length === 0) return { tab: "experience", message: `Select at least one ${LIST_LABELS[field]}` };
  }
  return null;
}

/** SPEC §2 Edit Profile: an Account tab and an Experience tab, sent as one multipart update. */
export function EditProfileModal({ profile, onClose, onSaved }: EditProfileModalProps) {
  const lookups = useLookups();
  const formId = useId();
  const [user, setUser] = useAtom(userAtom);
  const [tab, setTab] = useState<TabKey>("account");
  const [name, setName] = useState(profile.user);
  const [email, setEmail] = useState(profile.email);
  const [bio, setBio] = useState(profile.bio);
  const [experience, setExperience] = useState(profile.experience);
  const [choices, setChoices] = useState(profile.choices);
  const [headshot, setHeadshot] = useState<File | null>(null);
  const [resume, setResume] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const close = useCallback(() => {
    if (!busy) onClose();
  }, [busy, onClose]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const wrong = problem(name, email, experience, choices);
    if (wrong) {
      setTab(wrong.tab);
      setError(wrong.message);
      notifyError(wrong.message);
      return;
    }
    setError(null);
    const form = new FormData();
    form.append("name", name.trim());
    form.append("email", email.trim());
    // SPEC §5: bio and experience are sent only if non-empty.
    if (bio.trim()) form.append("bio", bio.trim());
    if (experience) form.append("experience", experience);
    for (const [field, chosen] of Object.entries(choices)) form.append(field, chosen.join(","));
    if (headshot) form.append("headshot", headshot);
    if (resume) form.append("resume", resume);
    setProgress(0);
    try {
      const reply = await upload(client.artist.update, "$put", form, { onProgress: setProgress });
      setProgress(null);
      if (!reply.status) {
        const message = failureMessage(reply.message, FALLBACK.update);
        setError(message);
        notifyError(message);
        return;
      }
      notifySuccess(reply.message || "Profile updated");
      onSaved(reply.response);
      // The greeting shows the stored user's name (SPEC §3).
      if (user) setUser({ ...user, name: reply.response.user });
      onClose();
    } catch (err) {
      console.error("profile update", err);
      setProgress(null);
      notifyError(FALLBACK.updateError);
    }
  }

  const account = (
    <div className="aa-form__section">
      <Field label="Name">
        {({ id }) => <input id={id} value={name} maxLength={100} autoComplete="name" onChange={(e) => setName(e.currentTarget.value)} />}
      </Field>
      <Field label="Email">
        {({ id }) => <input id={id} type="email" value={email} autoComplete="email" onChange={(e) => setEmail(e.currentTarget.value)} />}
      </Field>
      <FileInput
        label="New headshot"
        accept="image/*"
        hint="Replaces your current headshot. JPEG, PNG or WebP, up to 5 MB."
        file={headshot}
        onChange={setHeadshot}
        optional
      />
      <FileInput
        label="New resume"
        accept="application/pdf,.pdf"
        hint="Replaces your current resume. PDF, up to 10 MB."
        file={resume}
        onChange={setResume}
        optional
      />
    </div>
  );

  const experienceTab = (
    <div className="aa-form__section">
      <Field label="Bio">{({ id }) => <textarea id={id} rows={5} maxLength={5000} value={bio} onChange={(e) => setBio(e.currentTarget.value)} />}</Field>
      <Field label="Experience">
        {({ id }) => <ExperienceSelect id={id} value={experience} labels={EXPERIENCE_EDIT_LABELS} placeholder="Select experience" onChange={setExperience} />}
      </Field>
      <ChoiceChips
        legend="Dance styles"
        items={lookups.styles}
        selected={choices.artistStyle}
        onChange={(v) => setChoices((c) => ({ ...c, artistStyle: v }))}
      />
      <ChoiceChips legend="Services" items={lookups.types} selected={choices.artistType} onChange={(v) => setChoices((c) => ({ ...c, artistType: v }))} />
      <ChoiceChips
        legend="Availability"
        items={lookups.availabilities}
        selected={choices.artistAvailable}
        onChange={(v) => setChoices((c) => ({ ...c, artistAvailable: v }))}
      />
    </div>
  );

  return (
    <Modal
      title="Edit Profile"
      onClose={close}
      footer={
        <>
          <button type="button" className="btn btn--outline" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={save} noValidate className="form">
        <Tabs<TabKey>
          active={tab}
          onChange={setTab}
          tabs={[
            { key: "account", label: "Account", panel: account },
            { key: "experience", label: "Experience", panel: experienceTab },
          ]}
        />
        {error && (
          <p className="aa-alert" role="alert">
            {error}
          </p>
        )}
        {busy && <ProgressBar value={progress} label="Saving your profile" />}
      </form>
    </Modal>
  );
}
