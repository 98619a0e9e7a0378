import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import type { ApiReply } from "../../lib/api.ts";
import { perform, sendForm } from "../data.ts";

const ACCEPT = "image/jpeg,image/png,image/webp";

/** An image input with a preview of the current picture, then of the chosen file. */
export function ImageField({ current, required, label = "Image" }: { current?: string; required?: boolean; label?: string }) {
  const [preview, setPreview] = useState<string | undefined>(current);
  useEffect(() => () => {
    if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview);
  }, [preview]);
  return (
    <div className="field admin-image-field">
      <label>
        <span className="field__label">{label}</span>
        <input
          type="file"
          name="image"
          accept={ACCEPT}
          required={required}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : current);
          }}
        />
      </label>
      <p className="field__hint">JPEG, PNG or WebP, up to 5 MB.{current ? " Leave empty to keep the current image." : ""}</p>
      {preview && <img className="admin-image-field__preview" src={preview} alt="" />}
    </div>
  );
}

interface UploadFormProps {
  /** Where and how the form goes: POST to add, PUT to edit. */
  path: string;
  method: "POST" | "PUT";
  submitLabel: string;
  /** After the server said yes; `form` is reset when adding. */
  onSaved(): void;
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * A multipart form with an upload progress bar (DESIGN §8). What the admin
 * typed stays when the server says no; an add form empties after a success.
 */
export function UploadForm({ path, method, submitLabel, onSaved, onCancel, children }: UploadFormProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setProgress(0);
    const reply: ApiReply<unknown> | null = await perform(sendForm(path, method, new FormData(form), setProgress));
    setProgress(null);
    if (!reply) return;
    if (method === "POST") form.reset();
    onSaved();
  };
  return (
    <form className="form admin-form" onSubmit={submit}>
      {children}
      {progress !== null && (
        <div className="progress" role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
          <div className="progress__bar" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={progress !== null}>
          {progress !== null ? "Saving..." : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel} disabled={progress !== null}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
