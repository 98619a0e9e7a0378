import type { ReactNode } from "react";
import type { Job } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { JobList } from "../../lib/ui/JobList.tsx";
import type { Loaded } from "../../lib/data.ts";
import type { JobsPage } from "../../lib/state.ts";

interface LoadedJobsProps {
  loaded: Loaded<JobsPage<Job>>;
  hrefOf(job: Job): string;
  /** What the studio can do with a row's job, beside it. */
  actions?(job: Job): ReactNode;
  /** What an empty page says and offers next. */
  empty?: ReactNode;
}

/** A page of jobs: 'Loading data ...', the rows or 'No Jobs Available', or a way to try again. */
export function LoadedJobs({ loaded, hrefOf, actions, empty }: LoadedJobsProps) {
  const t = useT();
  if (loaded.failed && !loaded.data) {
    return (
      <div className="load-failed" role="alert">
        <p>{t("client.jobs.loadFailed")}</p>
        <button type="button" className="btn btn--outline btn--sm" onClick={loaded.reload}>
          {t("client.jobs.retry")}
        </button>
      </div>
    );
  }
  return <JobList jobs={loaded.data?.items ?? null} hrefOf={hrefOf} actions={actions} empty={empty} />;
}
