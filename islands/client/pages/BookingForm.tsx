import { createRoute, Link, useNavigate } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, type FormEvent } from "react";
import type { LookupItem } from "../../../src/contracts/catalog.ts";
import { CANADIAN_POSTAL_CODE, jobInputSchema, normalizePostalCode } from "../../../src/contracts/jobs.ts";
import { call, client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { FALLBACK, notifyError, notifySuccess, notifyWarning } from "../../lib/feedback.ts";
import { dayjs } from "../../lib/format.ts";
import { SelectField, TextAreaField, TextField } from "../../lib/ui/Field.tsx";
import { useClientProfile } from "../data.ts";
import { useForm } from "../form.ts";
import { FormActions } from "../components/StudioFields.tsx";
import { PageHead } from "../components/PageHead.tsx";
import { clientRoute } from "../root.tsx";
import { artistSliceAtom, clientSliceAtom } from "../../lib/state.ts";

/** The job's fields in the order the form shows them. */
const EMPTY = {
  studioName: "",
  style: "",
  rate: "",
  address: "",
  city: "",
  postalCode: "",
  startDate: "",
  endDate: "",
  startTime: "",
  endTime: "",
  description: "",
};
const SCHEDULE = ["startDate", "endDate", "startTime", "endTime"] as const;

/** The artist-style list the job's style is chosen from (kept with the other lookup lists). */
function useStyles(): LookupItem[] | undefined {
  const styles = useAtomValue(artistSliceAtom).styles;
  const patch = useSetAtom(artistSliceAtom);
  useApiGet(client["artist-style"].list, {}, { onLoaded: (reply) => patch({ styles: reply.response }) });
  return styles;
}

/** SPEC §2/§5 booking-form: post a job; success goes to the booking requests. */
function BookingForm() {
  const navigate = useNavigate();
  const patchClient = useSetAtom(clientSliceAtom);
  const { profile, fresh } = useClientProfile();
  const styles = useStyles();
  const form = useForm(EMPTY);
  const { values, setValues, field } = form;
  const today = dayjs().format("YYYY-MM-DD");

  // The studio name defaults to the profile's; a client without one registers first.
  useEffect(() => {
    if (profile) setValues((v) => (v.studioName ? v : { ...v, studioName: profile.studioName }));
    if (fresh && profile === null) {
      notifyError("Please complete your studio profile first");
      void navigate({ to: "/client/form", replace: true });
    }
  }, [profile, fresh, navigate, setValues]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (SCHEDULE.some((f) => !values[f])) {
      notifyWarning("Please select all date and time fields.");
      return;
    }
    const job = form.check(jobInputSchema);
    if (!job) return;
    if (job.startDate < today) return form.fail({ startDate: "Start date cannot be in the past" });
    const reply = await form.send(() => call(client.job.add.$post, { json: job }), FALLBACK.add, FALLBACK.server);
    if (!reply) return;
    notifySuccess(reply.message);
    patchClient({ pendingJobs: undefined });
    await navigate({ to: "/client/my-bookings", search: { tab: "requests", requests: 1 } });
  }

  return (
    <div className="page-stack">
      <PageHead eyebrow="Bookings" title="Post a Job" lead="Tell us what you need: artists teaching this style are offered the job and opt in.">
        <Link to="/client/my-bookings" className="btn btn--outline">
          Back to Bookings
        </Link>
      </PageHead>

      <form ref={form.formRef} className="panel form" onSubmit={submit} noValidate aria-busy={form.busy}>
        <fieldset className="form__section">
          <legend>The job</legend>
          <div className="form-grid form-grid--2 form-grid--3">
            <TextField label="Studio name" required maxLength={120} autoComplete="organization" {...field("studioName")} />
            <SelectField label="Dance style" required {...field("style")} disabled={!styles}>
              <option value="">{styles ? "Select a style" : "Loading styles..."}</option>
              {styles?.map((s) => (
                <option key={s.id} value={s.name}>
                  {s.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Rate ($/hr)"
              type="number"
              inputMode="decimal"
              min={1}
              max={1000}
              step="0.01"
              required
              hint="Dollars per hour, paid to the artist"
              {...field("rate")}
            />
          </div>
        </fieldset>

        <fieldset className="form__section">
          <legend>Where</legend>
          <div className="form-grid form-grid--2">
            <TextField label="Address" required maxLength={300} autoComplete="street-address" className="field--full" {...field("address")} />
            <TextField label="City" required maxLength={100} autoComplete="address-level2" {...field("city")} />
            <TextField
              label="Postal code"
              required
              maxLength={7}
              autoComplete="postal-code"
              placeholder="A1A 1A1"
              {...field("postalCode")}
              onBlur={() => {
                if (CANADIAN_POSTAL_CODE.test(values.postalCode)) setValues((v) => ({ ...v, postalCode: normalizePostalCode(v.postalCode) }));
              }}
            />
          </div>
        </fieldset>

        <fieldset className="form__section">
          <legend>When</legend>
          <div className="form-grid form-grid--2 form-grid--4">
            <TextField label="Start date" type="date" min={today} required {...field("startDate")} />
            <TextField label="End date" type="date" min={values.startDate || today} required {...field("endDate")} />
            <TextField label="Start time" type="time" required {...field("startTime")} />
            <TextField label="End time" type="time" required {...field("endTime")} />
          </div>
          <p className="field__hint">The hours apply to every day of the job.</p>
        </fieldset>

        <fieldset className="form__section">
          <legend>Details</legend>
          <TextAreaField
            label="Description"
            rows={5}
            maxLength={5000}
            hint="Level, age group, number of classes, anything the artist should know (optional)"
            {...field("description")}
          />
        </fieldset>

        <FormActions busy={form.busy} label="Post Job" busyLabel="Posting..." />
      </form>
    </div>
  );
}

export const bookingFormRoute = createRoute({ getParentRoute: () => clientRoute, path: "booking-form", component: BookingForm });
