import { useAtomValue, useSetAtom } from "jotai";
import type { ReactNode } from "react";
import type { Job, JobStatus } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { type ReadRouteOf, useApiGet } from "../data.ts";
import { useFallback } from "../feedback.ts";
import { type JobSlice, jobSliceAtom } from "../state.ts";
import { JobFacts } from "./JobFacts.tsx";
import { Skeleton } from "./Skeleton.tsx";
import { StatusBadge } from "./StatusBadge.tsx";

/** A GET route answering one job by its id: `client.job.detail[":jobId"]`, `client.admin.jobs[":jobId"]`. */
export type JobRoute<T extends Job> = ReadRouteOf<{ param: { jobId: string } }, T>;

interface JobLoaderProps<T extends Job> {
  route: JobRoute<T>;
  jobId: string;
  /** What the store or a list already had of this job: shown until the server answers. */
  known?: T;
  /** Each answer (to keep it in the store). */
  onLoaded?(job: T): void;
  loadingText: string;
  /** What to show when the server refused the job (its message) or could not answer (null). */
  notFound(refusal: string | null): ReactNode;
  /** The job, and a way to read it again after a change. */
  children(job: T, reload: () => void): ReactNode;
}

/** Job `jobId` as the `job` slice keeps it under `key` (shown at once), and how to keep a fresh answer there. */
export function useStoredJob<K extends keyof JobSlice>(key: K, jobId: string) {
  const stored = useAtomValue(jobSliceAtom)[key];
  const patch = useSetAtom(jobSliceAtom);
  const known = stored?._id === jobId ? stored : undefined;
  return { known, onLoaded: (job: NonNullable<JobSlice[K]>) => patch({ [key]: job }) };
}

/** A screen of one job: loads it (SPEC §8's messages on failure), then loading, not found, or the job. */
export function JobLoader<T extends Job>({ route, jobId, known, onLoaded, loadingText, notFound, children }: JobLoaderProps<T>) {
  const fallback = useFallback();
  const load = useApiGet(
    route,
    { param: { jobId } },
    {
      fallback: fallback.jobDetails,
      brokenMessage: fallback.jobDetailsError,
      onLoaded: (reply) => onLoaded?.(reply.response),
    },
  );
  if (load.failed) return <>{notFound(load.refusal)}</>;
  const job = load.data ?? known;
  if (!job) return <Skeleton label={loadingText} rows={2} variant="page" />;
  return <>{children(job, load.reload)}</>;
}

export interface JobViewProps<T extends Job> extends Omit<JobLoaderProps<T>, "children" | "loadingText"> {
  /** The way back to the area's list: a link of the area's router. */
  back: ReactNode;
  /** Above the studio's name: what the job is to this area ("Booking request", its style). */
  eyebrow(job: T): ReactNode;
  /** The area's words for the status (the studio's "Awaiting artist"); the agency's by default. */
  statusLabels?: Record<JobStatus, string>;
  /** Under the studio's name ("Confirmed Dec 4, 2026"). */
  subtitle?(job: T): ReactNode;
  /** What this area can do with the job, under its status. */
  actions?(job: T, reload: () => void): ReactNode;
  /** More facts after the job's own (the agency's view of the studio). */
  facts?(job: T): ReactNode;
  /** The panel beside the job (the booked artist, the opt-in form). */
  aside?(job: T): ReactNode;
  /** Sections under the job (the artists who opted in). */
  children?(job: T, reload: () => void): ReactNode;
}

/** SPEC §2 jobs/details and jobs/confirmed, and the console's job: one job's screen in every area. */
export function JobView<T extends Job>(props: JobViewProps<T>) {
  const { back, eyebrow, statusLabels, subtitle, actions, facts, aside, children, ...load } = props;
  const t = useT();
  const statusLabel = (status: JobStatus) => statusLabels?.[status] ?? t(`app.jobStatus.${status}`);
  return (
    <div className="job-view">
      {back}
      <JobLoader {...load} loadingText={t("app.jobView.loading")}>
        {(job, reload) => (
          <>
            <div className={aside ? "job-view__grid" : undefined}>
              <section className="card card--padded job-view__job">
                <header className="job-view__head">
                  <div>
                    <p className="eyebrow">{eyebrow(job)}</p>
                    <h1 className="job-view__title">{job.studioName}</h1>
                    {subtitle?.(job)}
                  </div>
                  <div className="job-view__status">
                    <StatusBadge status={job.status} label={statusLabel(job.status)} />
                    {actions && <div className="job-view__actions">{actions(job, reload)}</div>}
                  </div>
                </header>
                <JobFacts job={job}>{facts?.(job)}</JobFacts>
              </section>
              {aside?.(job)}
            </div>
            {children?.(job, reload)}
          </>
        )}
      </JobLoader>
    </div>
  );
}
