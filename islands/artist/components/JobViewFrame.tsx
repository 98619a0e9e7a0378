import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Job } from "../../../src/contracts/jobs.ts";
import type { JobLoad } from "../data.ts";
import { JobFacts } from "../../lib/ui/JobFacts.tsx";
import { Loading } from "./Loading.tsx";

interface JobViewFrameProps<T> {
  load: JobLoad<T>;
  back: { label: string; search?: Record<string, string> };
  /** What to say when the server refuses the job, given its message. */
  gone(message: string): ReactNode;
  /** The panel beside the job's facts. */
  children(job: T): ReactNode;
}

/** A job's screen: the way back to the jobs page, then loading, refused, or the job's facts and a side panel. */
export function JobViewFrame<T extends Job>({ load, back, gone, children }: JobViewFrameProps<T>) {
  return (
    <div className="aa-detail">
      <Link to="/artist/jobs" search={back.search} className="aa-back">
        ← {back.label}
      </Link>
      {load.state === "loading" && <Loading text="Loading job details..." />}
      {load.state === "gone" && <div className="card card--padded aa-empty-state">{gone(load.message)}</div>}
      {load.state === "ready" && (
        <div className="aa-detail__grid">
          <div className="card card--padded">
            <header className="aa-job__head">
              <div>
                <p className="eyebrow">{load.job.style}</p>
                <h1 className="aa-job__title">{load.job.studioName}</h1>
              </div>
            </header>
            <JobFacts job={load.job} />
          </div>
          {children(load.job)}
        </div>
      )}
    </div>
  );
}
