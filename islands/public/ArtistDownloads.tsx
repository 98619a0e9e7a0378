import { useState } from "react";
import { Download } from "./icons.tsx";
import { notifyError } from "../lib/feedback.ts";
import { useT } from "../../src/platform/i18n/react.tsx";

/** Fetches `url` and saves it under `fileName` (SPEC §7: file URLs turned into a saved file). */
export async function saveFile(url: string, fileName: string) {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

interface ArtistDownloadsProps {
  resumeUrl: string | null;
  headshotUrl: string | null;
}

const FILES = [
  { key: "resumeUrl", label: "public.profile.downloadResume", fileName: "resume.pdf" },
  { key: "headshotUrl", label: "public.profile.downloadHeadshot", fileName: "headshot.jpg" },
] as const;

/** SPEC §2 artist profile: save the résumé as resume.pdf and the headshot as headshot.jpg. */
export function ArtistDownloads(props: ArtistDownloadsProps) {
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);

  async function download(url: string | null, fileName: string) {
    setBusy(fileName);
    try {
      if (!url) throw new Error("no file");
      await saveFile(url, fileName);
    } catch {
      notifyError(t("public.profile.downloadFailed"));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="button-row">
      {FILES.map((f, i) => (
        <button
          key={f.fileName}
          type="button"
          className={i === 0 ? "btn btn--primary" : "btn btn--outline"}
          disabled={busy === f.fileName}
          aria-busy={busy === f.fileName}
          onClick={() => void download(props[f.key], f.fileName)}
        >
          <Download width={18} height={18} />
          {t(f.label)}
        </button>
      ))}
    </div>
  );
}
