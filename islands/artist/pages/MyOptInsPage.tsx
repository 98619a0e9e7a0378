import { Link } from "@tanstack/react-router";
import { JOBS_PAGE_SIZE, type MyOptIn, type OptInState } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { JobList } from "../../lib/ui/JobList.tsx";
import { StatusBadge } from "../../lib/ui/StatusBadge.tsx";
import { ListPages } from "../components/ListPages.tsx";

/** Each state in the badge tone of the status it is closest to. */
const STATE_TONE: Record<OptInState, string> = { waiting: "pending", confirmed: "confirmed", taken: "completed", cancelled: "cancelled" };

/** Where an opt-in leads: the offer while it waits, the booking once confirmed to me; nowhere once the job is closed to me. */
function hrefOf(job: MyOptIn): string | null {
  if (job.optInState === "waiting") return `/artist/jobs/details/${job._id}`;
  if (job.optInState === "confirmed") return `/artist/jobs/confirmed/${job._id}`;
  return null;
}

/** The jobs the artist opted in to, the latest first, each with the state of its opt-in; 10 a page (`?page=`). */
export function MyOptInsPage({ page }: { page: number }) {
  const t = useT();
  const f = useFormat();
  const { data, total } = useApiGet(client.job["my-opt-ins"], { query: { page: String(page), limit: String(JOBS_PAGE_SIZE) } });
  return (
    <section className="card card--padded aa-jobs">
      <h1 className="aa-title">{t("artist.optIns.title")}</h1>
      <p className="muted">{t("artist.optIns.intro")}</p>
      {data?.length === 0 ? (
        <div className="aa-empty-state">
          <p className="empty">{t("artist.optIns.empty")}</p>
          <Link to="/artist/jobs" className="btn btn--primary">
            {t("artist.optIns.seeOffers")}
          </Link>
        </div>
      ) : (
        <JobList
          jobs={data ?? null}
          hrefOf={hrefOf}
          badge={(job) => <StatusBadge status={STATE_TONE[job.optInState]} label={t(`artist.optIns.state.${job.optInState}`)} />}
          since={(job) => t("artist.optIns.optedOn", { date: f.day(job.optedInAt) })}
          loadingText={t("artist.optIns.loading")}
        />
      )}
      <ListPages to="/artist/opt-ins" page={page} items={data} total={total} label={t("artist.optIns.pages")} />
    </section>
  );
}
