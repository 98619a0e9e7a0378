import { useId } from "react";

interface FileInputProps {
  label: string;
  accept: string;
  hint: string;
  file: File | null;
  onChange(file: File | null): void;
  optional?: boolean;
  invalid?: boolean;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** One document to upload, with what was chosen and how to choose again. */
export function FileInput({ label, accept, hint, file, onChange, optional, invalid }: FileInputProps) {
  const id = useId();
  return (
    <div className={invalid ? "field aa-file is-invalid" : "field aa-file"}>
      <label className="field__label" htmlFor={id}>
        {label}{" "}
        {optional ? (
          <span className="aa-optional">(optional)</span>
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
          accept={accept}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
        />
        <span className="aa-file__status" aria-live="polite">
          {file ? (
            <>
              <strong>{file.name}</strong> · {sizeText(file.size)}
            </>
          ) : (
            "No file chosen"
          )}
        </span>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
