import { Link, useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useState } from "react";
import type { Job } from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { type ApiReply, call, client } from "../../lib/api.ts";
import { usePerform } from "../../lib/data.ts";
import { clientSliceAtom, jobSliceAtom } from "../../lib/state.ts";
import { ClientModal } from "./ClientModal.tsx";

/** A button that runs `act` once at a time and says so meanwhile. */
function ActionButton({ className, label, busyLabel, act }: { className: string; label: string; busyLabel: string; act(): Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await act();
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * One of the studio's calls on a job, toasted as `perform` does; when it succeeds, the job as the server answered it
 * is the one the `job` slice keeps, the lists it may have left or joined are read again, and `next` moves the screen
 * on. Resolves to whether it succeeded.
 */
function useJobChange() {
  const perform = usePerform();
  const navigate = useNavigate();
  const patchJob = useSetAtom(jobSliceAtom);
  const patchClient = useSetAtom(clientSliceAtom);
  return async (send: () => Promise<ApiReply<Job>>, next: (job: Job, go: typeof navigate) => Promise<void>, fallback?: string) => {
    const reply = await perform(send, fallback);
    if (!reply) return false;
    patchJob({ job: reply.response });
    patchClient({ pendingJobs: undefined, draftJobs: undefined });
    await next(reply.response, navigate);
    return true;
  };
}

/** SPEC §4: any of the studio's jobs copied into a new draft, opened in the edit form (its dates are what usually changes). */
export function DuplicateJob({ job }: { job: Job }) {
  const t = useT();
  const change = useJobChange();
  return (
    <ActionButton
      className="btn btn--outline"
      label={t("client.jobActions.duplicate")}
      busyLabel={t("client.jobActions.duplicating")}
      act={() =>
        change(
          () => call(client.job.duplicate[":jobId"].$post, { param: { jobId: job._id } }),
          (draft, go) => go({ to: "/client/jobs/edit/$jobId", params: { jobId: draft._id } }),
        )
      }
    />
  );
}

/** SPEC §4: the studio posts its draft (then it is a booking request, offered to artists); the requests tab follows. */
export function PostDraft({ job, size }: { job: Job; size?: "sm" }) {
  const t = useT();
  const change = useJobChange();
  return (
    <ActionButton
      className={size ? "btn btn--primary btn--sm" : "btn btn--primary"}
      label={t("client.jobActions.post")}
      busyLabel={t("client.jobActions.posting")}
      act={() =>
        change(
          () => call(client.job.post[":jobId"].$put, { param: { jobId: job._id } }),
          (_, go) => go({ to: "/client/my-bookings", search: { tab: "requests", requests: 1 } }),
        )
      }
    />
  );
}

/** The way to the edit form, while the job may still change (a draft, or waiting for an artist). */
export function EditJobLink({ job }: { job: Job }) {
  const t = useT();
  return (
    <Link to="/client/jobs/edit/$jobId" params={{ jobId: job._id }} className="btn btn--outline">
      {t("client.jobActions.edit")}
    </Link>
  );
}

/**
 * The studio withdraws its request while no artist is confirmed, or deletes its draft; either after a
 * question. Then back to the tab it was listed in.
 */
export function CancelJob({ job }: { job: Job }) {
  const t = useT();
  const change = useJobChange();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const draft = job.status === "draft";

  async function cancel() {
    setBusy(true);
    const done = await change(
      () => call(client.job.cancel[":jobId"].$put, { param: { jobId: job._id } }),
      (_, go) => go({ to: "/client/my-bookings", search: { tab: draft ? "drafts" : "requests" } }),
      t("client.error.cancel"),
    );
    if (done) return;
    setBusy(false);
    setAsking(false);
  }

  const label = t(draft ? "client.jobActions.discard" : "client.jobDetails.cancel");
  return (
    <>
      <button type="button" className="btn btn--danger-outline" onClick={() => setAsking(true)}>
        {label}
      </button>
      {asking && (
        <ClientModal
          title={t(draft ? "client.jobActions.discardQuestion" : "client.jobDetails.cancelQuestion")}
          onClose={() => !busy && setAsking(false)}
          footer={
            <>
              <button type="button" className="btn btn--outline" onClick={() => setAsking(false)} disabled={busy}>
                {t(draft ? "client.jobActions.keepDraft" : "client.jobDetails.keep")}
              </button>
              <button type="button" className="btn btn--danger" onClick={cancel} disabled={busy}>
                {busy ? t(draft ? "client.jobActions.discarding" : "client.jobDetails.cancelling") : label}
              </button>
            </>
          }
        >
          <p>{t(draft ? "client.jobActions.discardText" : "client.jobDetails.cancelText", { style: job.style, studio: job.studioName })}</p>
        </ClientModal>
      )}
    </>
  );
}
