import { useNavigate, useSearch } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { JOBS_PAGE_SIZE, type ConfirmedJob, type Job } from "../../../src/contracts/jobs.ts";
import { api } from "../../lib/api.ts";
import { JobList } from "../../lib/ui/JobList.tsx";
import { Pagination } from "../../lib/ui/Pagination.tsx";
import { tabPagesSearch } from "../../lib/ui/search.ts";
import { Tabs } from "../../lib/ui/Tabs.tsx";
import { failureMessage, notifyError } from "../notify.ts";
import { artistSliceAtom } from "../../lib/state.ts";

type Tab = "offer" | "confirmed";

/** The jobs page's place in the URL: `?tab=&offerPage=&confirmedPage=`. */
export type JobsSearch = ReturnType<typeof parseJobsSearch>;

export const parseJobsSearch = (search: Record<string, unknown>) =>
  tabPagesSearch<Tab, "offerPage" | "confirmedPage">(search, { offer: "offerPage", confirmed: "confirmedPage" });

interface Loaded<T> {
  page: number;
  jobs: T[];
  total: number;
}

/** One tab's page of jobs from `path`, reloaded when the page changes. */
function useJobPage<T>(path: string, page: number) {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    let live = true;
    api<T[]>(`${path}?page=${page}&limit=${JOBS_PAGE_SIZE}`, { noCache: true })
      .then((reply) => {
        if (!live) return;
        if (!reply.status) return notifyError(failureMessage(reply, "Failed to Fetch Data"));
        setLoaded({ page, jobs: reply.response, total: reply.total ?? reply.response.length });
      })
      .catch((error: unknown) => console.error(path, error));
    return () => {
      live = false;
    };
  }, [path, page]);
  return loaded;
}

/** SPEC §2 jobs: 'Job Offer' (default) and 'Confirmed Jobs', 10 per page, each tab on its own page. */
export function JobsPage() {
  const search = parseJobsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const patch = useSetAtom(artistSliceAtom);
  const offers = useJobPage<Job>("/job/available-jobs", search.offerPage);
  const confirmed = useJobPage<ConfirmedJob>("/job/confirmed-jobs", search.confirmedPage);
  useEffect(() => {
    if (confirmed) patch({ confirmedJobs: confirmed.jobs });
  }, [confirmed, patch]);

  const go = (change: Partial<JobsSearch>) => void navigate({ to: "/artist/jobs", search: { ...search, ...change } });
  const panel = <T extends Job>(loaded: Loaded<T> | null, page: number, key: "offerPage" | "confirmedPage", hrefOf: (job: Job) => string) => (
    <>
      <JobList jobs={loaded && loaded.page === page ? loaded.jobs : null} hrefOf={hrefOf} loadingText="Loading data ..." />
      {loaded && (
        <Pagination
          page={page}
          pageCount={Math.ceil(loaded.total / JOBS_PAGE_SIZE)}
          onChange={(p) => go({ [key]: p })}
          label={key === "offerPage" ? "Job offer pages" : "Confirmed job pages"}
        />
      )}
    </>
  );

  return (
    <section className="card card--padded aa-jobs">
      <h1 className="aa-title">Jobs</h1>
      <Tabs<Tab>
        active={search.tab}
        onChange={(tab) => go({ tab })}
        tabs={[
          { key: "offer", label: "Job Offer", panel: panel(offers, search.offerPage, "offerPage", (job) => `/artist/jobs/details/${job._id}`) },
          {
            key: "confirmed",
            label: "Confirmed Jobs",
            panel: panel(confirmed, search.confirmedPage, "confirmedPage", (job) => `/artist/jobs/confirmed/${job._id}`),
          },
        ]}
      />
    </section>
  );
}
