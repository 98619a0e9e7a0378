import { Link, useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { notifyError, notifySuccess } from "../../lib/feedback.ts";
import { clientSliceAtom } from "../../lib/state.ts";
import { EMPTY_JOB, JobForm } from "../components/JobForm.tsx";
import { PageHead } from "../components/PageHead.tsx";
import { useClientProfile } from "../data.ts";

/** SPEC §2/§5 booking-form: post a job; success goes to the booking requests. */
export function BookingForm() {
  const t = useT();
  const navigate = useNavigate();
  const patchClient = useSetAtom(clientSliceAtom);
  const { profile, fresh } = useClientProfile();

  // A client without a studio profile registers first.
  useEffect(() => {
    if (fresh && profile === null) {
      notifyError(t("client.booking.profileFirst"));
      void navigate({ to: "/client/form", replace: true });
    }
  }, [profile, fresh, navigate, t]);

  return (
    <div className="page-stack">
      <PageHead eyebrow={t("client.nav.bookings")} title={t("client.booking.title")} lead={t("client.booking.lead")}>
        <Link to="/client/my-bookings" className="btn btn--outline">
          {t("client.job.backToBookings")}
        </Link>
      </PageHead>
      <JobForm
        initial={EMPTY_JOB}
        studioName={profile?.studioName}
        label={t("client.booking.submit")}
        busyLabel={t("client.booking.submitting")}
        send={(job) => call(client.job.add.$post, { json: job })}
        refused={t("client.error.add")}
        onSaved={async (reply) => {
          notifySuccess(reply.message);
          patchClient({ pendingJobs: undefined });
          await navigate({ to: "/client/my-bookings", search: { tab: "requests", requests: 1 } });
        }}
      />
    </div>
  );
}
