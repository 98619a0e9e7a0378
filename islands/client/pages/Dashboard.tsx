import { createRoute, Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { userAtom } from "../../lib/state.ts";
import { JobsPanel } from "../../lib/ui/JobsPanel.tsx";
import { LoadedJobs } from "../components/LoadedJobs.tsx";
import { useJobsPage } from "../data.ts";
import { clientRoute } from "../root.tsx";

/** SPEC §2 dashboard: greeting, profile link, the confirmed bookings. */
function Dashboard() {
  const user = useAtomValue(userAtom);
  const confirmed = useJobsPage("confirmed", 1);
  const pending = useJobsPage("pending", 1);
  return (
    <div className="page-stack">
      <section className="welcome">
        <div>
          <p className="eyebrow">Studio dashboard</p>
          <h1>Hello{user ? ` ${user.name}` : ""} !</h1>
          <p className="welcome__lead">Post a job, follow your requests and see who is booked to teach.</p>
        </div>
        <div className="welcome__actions">
          <Link to="/client/client-profile" className="btn btn--ghost-light">
            View Profile
          </Link>
          <Link to="/client/booking-form" className="btn btn--primary">
            Post a Job
          </Link>
        </div>
      </section>

      <div className="summary-tiles">
        <Link to="/client/my-bookings" search={{ tab: "requests" }} className="summary-tile">
          <span className="summary-tile__value">{pending.data?.total ?? "–"}</span>
          <span className="summary-tile__label">Booking requests</span>
        </Link>
        <Link to="/client/my-bookings" search={{ tab: "confirmed" }} className="summary-tile">
          <span className="summary-tile__value">{confirmed.data?.total ?? "–"}</span>
          <span className="summary-tile__label">Confirmed bookings</span>
        </Link>
      </div>

      <JobsPanel
        id="confirmed-bookings"
        title="Confirmed bookings"
        className="panel"
        all={{ to: "/client/my-bookings", search: { tab: "confirmed" }, label: "View all" }}
      >
        <LoadedJobs loaded={confirmed} hrefOf={(job) => `/client/jobs/confirmed/${job._id}`} />
      </JobsPanel>
    </div>
  );
}

export const dashboardRoute = createRoute({ getParentRoute: () => clientRoute, path: "dashboard", component: Dashboard });
