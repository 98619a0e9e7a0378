import type { Job } from "../../../src/contracts/jobs.ts";
import { JobList } from "../../lib/ui/JobList.tsx";
import type { Loaded } from "../../lib/data.ts";
import type { JobsPage } from "../../lib/state.ts";

interface LoadedJobsProps {
  loaded: Loaded<JobsPage<Job>>;
  hrefOf(job: Job): string;
}

/** A page of jobs: 'Loading data ...', the rows or 'No Jobs Available', or a way to try again. */
export function LoadedJobs({ loaded, hrefOf }: LoadedJobsProps) {
  if (loaded.failed && !loaded.data) {
    return (
      <div className="load-failed" role="alert">
        <p>The jobs could not be loaded.</p>
        <button type="button" className="btn btn--outline btn--sm" onClick={loaded.reload}>
          Try again
        </button>
      </div>
    );
  }
  return <JobList jobs={loaded.data?.items ?? null} hrefOf={hrefOf} />;
}
