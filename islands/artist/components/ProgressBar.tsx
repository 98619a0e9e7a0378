import { useT } from "../../../src/platform/i18n/react.tsx";

/** Upload progress: 0..1, announced to screen readers. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const t = useT();
  const percent = Math.round(value * 100);
  return (
    <div className="aa-upload" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="progress">
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="aa-upload__text">{percent < 100 ? t("artist.upload.uploading", { percent }) : t("artist.upload.processing")}</span>
    </div>
  );
}
