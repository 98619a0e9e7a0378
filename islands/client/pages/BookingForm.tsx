import { createRoute, Link, useNavigate } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, type FormEvent } from "react";
import type { LookupItem } from "../../../src/contracts/catalog.ts";
import { CANADIAN_POSTAL_CODE, jobInputSchema, normalizePostalCode } from "../../../src/contracts/jobs.ts";
import { useT } from "../../../src/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { notifyError, notifySuccess, notifyWarning } from "../../lib/feedback.ts";
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
  const t = useT();
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
      notifyError(t("client.booking.profileFirst"));
      void navigate({ to: "/client/form", replace: true });
    }
  }, [profile, fresh, navigate, setValues, t]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (SCHEDULE.some((f) => !values[f])) {
      notifyWarning(t("client.booking.scheduleMissing"));
      return;
    }
    const job = form.check(jobInputSchema);
    if (!job) return;
    if (job.startDate < today) return form.fail({ startDate: t("client.validation.startInPast") });
    const reply = await form.send(() => call(client.job.add.$post, { json: job }), t("client.error.add"), t("client.error.server"));
    if (!reply) return;
    notifySuccess(reply.message);
    patchClient({ pendingJobs: undefined });
    await navigate({ to: "/client/my-bookings", search: { tab: "requests", requests: 1 } });
  }

  return (
    <div className="page-stack">
      <PageHead eyebrow={t("client.nav.bookings")} title={t("client.booking.title")} lead={t("client.booking.lead")}>
        <Link to="/client/my-bookings" className="btn btn--outline">
          {t("client.job.backToBookings")}
        </Link>
      </PageHead>

      <form ref={form.formRef} className="panel form" onSubmit={submit} noValidate aria-busy={form.busy}>
        <fieldset className="form__section">
          <legend>{t("client.booking.legend.job")}</legend>
          <div className="form-grid form-grid--2 form-grid--3">
            <TextField label={t("client.field.studioName")} required maxLength={120} autoComplete="organization" {...field("studioName")} />
            <SelectField label={t("client.booking.style")} required {...field("style")} disabled={!styles}>
              <option value="">{t(styles ? "client.booking.selectStyle" : "client.booking.loadingStyles")}</option>
              {styles?.map((s) => (
                <option key={s.id} value={s.name}>
                  {s.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t("client.booking.rate")}
              type="number"
              inputMode="decimal"
              min={1}
              max={1000}
              step="0.01"
              required
              hint={t("client.booking.rateHint")}
              {...field("rate")}
            />
          </div>
        </fieldset>

        <fieldset className="form__section">
          <legend>{t("client.booking.legend.where")}</legend>
          <div className="form-grid form-grid--2">
            <TextField label={t("client.field.address")} required maxLength={300} autoComplete="street-address" className="field--full" {...field("address")} />
            <TextField label={t("client.field.city")} required maxLength={100} autoComplete="address-level2" {...field("city")} />
            <TextField
              label={t("client.field.postalCode")}
              required
              maxLength={7}
              autoComplete="postal-code"
              placeholder={t("client.booking.postalCodePlaceholder")}
              {...field("postalCode")}
              onBlur={() => {
                if (CANADIAN_POSTAL_CODE.test(values.postalCode)) setValues((v) => ({ ...v, postalCode: normalizePostalCode(v.postalCode) }));
              }}
            />
          </div>
        </fieldset>

        <fieldset className="form__section">
          <legend>{t("client.booking.legend.when")}</legend>
          <div className="form-grid form-grid--2 form-grid--4">
            <TextField label={t("client.field.startDate")} type="date" min={today} required {...field("startDate")} />
            <TextField label={t("client.field.endDate")} type="date" min={values.startDate || today} required {...field("endDate")} />
            <TextField label={t("client.field.startTime")} type="time" required {...field("startTime")} />
            <TextField label={t("client.field.endTime")} type="time" required {...field("endTime")} />
          </div>
          <p className="field__hint">{t("client.booking.hoursHint")}</p>
        </fieldset>

        <fieldset className="form__section">
          <legend>{t("client.booking.legend.details")}</legend>
          <TextAreaField label={t("client.field.description")} rows={5} maxLength={5000} hint={t("client.booking.descriptionHint")} {...field("description")} />
        </fieldset>

        <FormActions busy={form.busy} label={t("client.booking.submit")} busyLabel={t("client.booking.submitting")} />
      </form>
    </div>
  );
}

export const bookingFormRoute = createRoute({ getParentRoute: () => clientRoute, path: "booking-form", component: BookingForm });
