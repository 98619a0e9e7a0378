import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Job } from "../../../src/features/jobs/jobs.contract.ts";
import { JobView, type JobViewProps } from "../../lib/ui/JobView.tsx";
import { useT } from "../../../src/platform/i18n/react.tsx";

type ArtistJobViewProps<T extends Job> = Omit<JobViewProps<T>, "back" | "notFound" | "eyebrow"> & {
  /** The way back to the jobs page, and the tab it opens. */
  back: { label: string; search?: Record<string, string> };
  /** What to say when the job cannot be shown, given the server's message. */
  notFound(message: string): ReactNode;
};

/** The shared job screen in the artist's area: its style above the studio, the way back to the jobs page. */
export function ArtistJobView<T extends Job>({ back, notFound, ...view }: ArtistJobViewProps<T>) {
  const t = useT();
  return (
    <JobView
      {...view}
      eyebrow={(job) => job.style}
      back={
        <Link to="/artist/jobs" search={back.search} className="job-view__back">
          ← {back.label}
        </Link>
      }
      notFound={(refusal) => <div className="card card--padded aa-empty-state">{notFound(refusal ?? t("artist.job.detailsError"))}</div>}
    />
  );
}
