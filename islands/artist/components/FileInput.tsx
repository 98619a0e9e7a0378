import { useId } from "react";
import { INTL_LOCALE, type Locale } from "../../../src/i18n/locales.ts";
import { useLocale, useT } from "../../../src/i18n/react.tsx";
import type { Translate } from "../../../src/i18n/translate.ts";

interface FileInputProps {
  label: string;
  accept: string;
  hint: string;
  file: File | null;
  onChange(file: File | null): void;
  optional?: boolean;
  invalid?: boolean;
}

/** "1.5 MB" / "1,5 Mo", "12 KB" / "12 Ko". */
function sizeText(t: Translate, locale: Locale, bytes: number) {
  const digits = bytes >= 1024 * 1024 ? 1 : 0;
  const size = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  return digits
    ? t("artist.file.sizeMb", { size: size.format(bytes / 1024 / 1024) })
    : t("artist.file.sizeKb", { size: size.format(Math.max(1, Math.round(bytes / 1024))) });
}

/** One document to upload, with what was chosen and how to choose again. */
export function FileInput({ label, accept, hint, file, onChange, optional, invalid }: FileInputProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <div className={invalid ? "field aa-file is-invalid" : "field aa-file"}>
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
          accept={accept}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
        />
        <span className="aa-file__status" aria-live="polite">
          {file ? (
            <>
              <strong>{file.name}</strong> · {sizeText(t, locale, file.size)}
            </>
          ) : (
            t("artist.file.none")
          )}
        </span>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
