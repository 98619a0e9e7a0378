import { useEffect, useId, useState } from "react";
import type { UploadKind } from "../../../src/platform/contract/uploads.ts";
import { useLocale, useT } from "../../../src/platform/i18n/react.tsx";
import { acceptOf, chosenFileProblem, fileSizeText } from "../../lib/uploads.ts";
import { ProgressBar } from "./ProgressBar.tsx";

interface FileInputProps {
  label: string;
  /** The limits the file is checked against as soon as it is chosen (the server's, src/platform/contract/uploads.ts). */
  kind: UploadKind;
  hint: string;
  file: File | null;
  /** The file chosen (null: none) and what is wrong with it (null: it may be sent). */
  onChange(file: File | null, problem: string | null): void;
  /** What is wrong with the chosen file, said beside the field. */
  problem?: string | null;
  optional?: boolean;
  /** Flagged by the form (a required file left out). */
  invalid?: boolean;
  /** This file's share of the upload in progress, 0..1; undefined when nothing is being sent. */
  progress?: number;
}

/** An object URL for a chosen image, revoked when the file changes or the field goes. */
function useImagePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith("image/")) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * One document to upload: checked against the server's limits when chosen,
 * its problem said beside it, a preview of an image or the name and size of a PDF, and
 * its own progress while the form is sent.
 */
export function FileInput({ label, kind, hint, file, onChange, problem, optional, invalid, progress }: FileInputProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const preview = useImagePreview(problem ? null : file);
  const wrong = Boolean(problem) || Boolean(invalid);
  const describedBy = problem ? `${id}-hint ${id}-problem` : `${id}-hint`;
  return (
    <div className={wrong ? "field aa-file is-invalid" : "field aa-file"}>
      <label className="field__label" htmlFor={id}>
        {label}{" "}
        {optional ? (
          <span className="aa-optional">{t("artist.file.optional")}</span>
        ) : (
          <span className="aa-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="aa-file__box">
        <input
          id={id}
          type="file"
          accept={acceptOf(kind)}
          aria-invalid={wrong || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0] ?? null;
            onChange(chosen, chosen && chosenFileProblem(t, locale, chosen, kind));
          }}
        />
        <span className="aa-file__status" aria-live="polite">
          {preview && <img className="aa-file__preview" src={preview} alt={t("artist.file.preview", { name: file?.name ?? "" })} />}
          {file ? (
            <span>
              <strong>{file.name}</strong> · {fileSizeText(t, locale, file.size)}
            </span>
          ) : (
            t("artist.file.none")
          )}
        </span>
      </div>
      {problem && (
        <p className="field__error" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
      {progress !== undefined && <ProgressBar value={progress} label={t("artist.upload.file", { name: file?.name ?? label })} />}
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
