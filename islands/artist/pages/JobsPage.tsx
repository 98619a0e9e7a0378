import { useNavigate, useSearch } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect, useMemo } from "react";
import { JOBS_PAGE_SIZE, type Job } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet, type ReadRouteOf } from "../../lib/data.ts";
import { JobList } from "../../lib/ui/JobList.tsx";
import { Pagination } from "../../lib/ui/Pagination.tsx";
import { Tabs } from "../../lib/ui/Tabs.tsx";
import { artistSliceAtom } from "../../lib/state.ts";
import { JobsEmpty } from "../components/JobsEmpty.tsx";
import { type JobsSearch, type JobsTab, parseJobsSearch } from "../search.ts";

interface Loaded<T> {
  page: number;
  jobs: T[];
  total: number;
}

/** One tab's page of jobs from `route`, reloaded when the page changes. */
function useJobPage<T>(route: ReadRouteOf<{ query: { page: string; limit: string } }, T[]>, page: number): Loaded<T> | null {
  const { data, total } = useApiGet(route, { query: { page: String(page), limit: String(JOBS_PAGE_SIZE) } });
  return useMemo(() => (data ? { page, jobs: data, total: total ?? data.length } : null), [data, total, page]);
}

/** SPEC §2 jobs: 'Job Offer' (default) and 'Confirmed Jobs', 10 per page, each tab on its own page. */
export function JobsPage() {
  const t = useT();
  const search = parseJobsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const patch = useSetAtom(artistSliceAtom);
  const offers = useJobPage(client.job["available-jobs"], search.offerPage);
  const confirmed = useJobPage(client.job["confirmed-jobs"], search.confirmedPage);
  useEffect(() => {
    if (confirmed) patch({ confirmedJobs: confirmed.jobs });
  }, [confirmed, patch]);

  const go = (change: Partial<JobsSearch>) => void navigate({ to: "/artist/jobs", search: { ...search, ...change } });
  const panel = <T extends Job>(loaded: Loaded<T> | null, page: number, key: "offerPage" | "confirmedPage", hrefOf: (job: Job) => string) => (
    <>
      <JobList
        jobs={loaded && loaded.page === page ? loaded.jobs : null}
        hrefOf={hrefOf}
        loadingText={t("artist.jobs.loading")}
        empty={<JobsEmpty kind={key === "offerPage" ? "offers" : "confirmed"} />}
      />
      {loaded && (
        <Pagination
          page={page}
          pageCount={Math.ceil(loaded.total / JOBS_PAGE_SIZE)}
          onChange={(p) => go({ [key]: p })}
          label={key === "offerPage" ? t("artist.jobs.offerPages") : t("artist.jobs.confirmedPages")}
        />
      )}
    </>
  );

  return (
    <section className="card card--padded aa-jobs">
      <h1 className="aa-title">{t("artist.jobs.title")}</h1>
      <Tabs<JobsTab>
        active={search.tab}
        onChange={(tab) => go({ tab })}
        tabs={[
          { key: "offer", label: t("artist.jobs.tabOffer"), panel: panel(offers, search.offerPage, "offerPage", (job) => `/artist/jobs/details/${job._id}`) },
          {
            key: "confirmed",
            label: t("artist.jobs.tabConfirmed"),
            panel: panel(confirmed, search.confirmedPage, "confirmedPage", (job) => `/artist/jobs/confirmed/${job._id}`),
          },
        ]}
      />
    </section>
  );
}
