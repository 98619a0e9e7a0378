import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState, type FormEvent } from "react";
import type { LookupItem } from "../../../src/features/catalogue/catalog.contract.ts";
import {
  CANADIAN_POSTAL_CODE,
  type Job,
  type JobInput,
  jobInputSchema,
  normalizePostalCode,
  type PreferredArtist,
} from "../../../src/features/jobs/jobs.contract.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import type { ApiReply } from "../../lib/api.ts";
import { client } from "../../lib/api.ts";
import { useApiGet } from "../../lib/data.ts";
import { notifyWarning } from "../../lib/feedback.ts";
import { dayjs } from "../../lib/format.ts";
import { artistSliceAtom } from "../../lib/state.ts";
import { SelectField, TextAreaField, TextField } from "../../lib/ui/Field.tsx";
import { useForm } from "../form.ts";
import { PreferredArtistsField } from "./PreferredArtistsField.tsx";
import { FormActions } from "./StudioFields.tsx";

/** The job's fields in the order the form shows them. */
export const EMPTY_JOB = {
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
export type JobFields = typeof EMPTY_JOB;
const SCHEDULE = ["startDate", "endDate", "startTime", "endTime"] as const;

/** A job as the form shows it, to edit it (its style named as the style list names it in this language). */
export const jobFieldsOf = (job: Job): JobFields => ({
  studioName: job.studioName,
  style: job.style,
  rate: String(job.rate),
  address: job.address,
  city: job.city,
  postalCode: job.postalCode,
  startDate: job.startDate,
  endDate: job.endDate,
  startTime: job.startTime,
  endTime: job.endTime,
  description: job.description,
});

/** The artist-style list the job's style is chosen from (kept with the other lookup lists). */
function useStyles(): LookupItem[] | undefined {
  const styles = useAtomValue(artistSliceAtom).styles;
  const patch = useSetAtom(artistSliceAtom);
  useApiGet(client["artist-style"].list, {}, { onLoaded: (reply) => patch({ styles: reply.response }) });
  return styles;
}

interface JobFormProps {
  initial: JobFields;
  /** The job's preferred artists as saved (editing); none for a new job. */
  preferred?: PreferredArtist[];
  /** Weekly classes: the days of the week as saved (editing); null or absent: every day. */
  weekdays?: number[] | null;
  /** What the job asks of its artist's credentials as saved (editing); a new job is with minors, most classes are. */
  needs?: { withMinors?: boolean; requiresFirstAid?: boolean };
  /** The profile's studio name, for an empty studio name field (a new job). */
  studioName?: string;
  label: string;
  busyLabel: string;
  /** Sends the checked job (post, or update); `refused` is the toast when the server says no without a message. */
  send(job: JobInput): Promise<ApiReply<Job>>;
  refused: string;
  onSaved(reply: ApiReply<Job>): Promise<void>;
}

/** SPEC §5 job posting's form: posting a job and editing one (prefilled) are the same form, with the same checks. */
export function JobForm({ initial, preferred = [], weekdays: savedWeekdays, needs, studioName, label, busyLabel, send, refused, onSaved }: JobFormProps) {
  const t = useT();
  const styles = useStyles();
  const form = useForm(initial);
  const [preferredArtistIds, setPreferredArtistIds] = useState(() => preferred.map((a) => a.id));
  const [weekdays, setWeekdays] = useState<number[]>(() => savedWeekdays ?? []);
  const [withMinors, setWithMinors] = useState(needs?.withMinors ?? true);
  const [requiresFirstAid, setRequiresFirstAid] = useState(needs?.requiresFirstAid ?? false);
  const toggleWeekday = (day: number) => setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));
  const { values, setValues, field } = form;
  const today = dayjs().format("YYYY-MM-DD");

  useEffect(() => {
    if (studioName) setValues((v) => (v.studioName ? v : { ...v, studioName }));
  }, [studioName, setValues]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (SCHEDULE.some((f) => !values[f])) {
      notifyWarning(t("client.booking.scheduleMissing"));
      return;
    }
    const checked = form.check(jobInputSchema);
    if (!checked) return;
    // Ticked from the studio's own lists: the server checks each is still on the roster.
    // No weekday ticked: every day from the start date to the end date.
    const job = { ...checked, preferredArtistIds, weekdays: weekdays.length > 0 ? weekdays : null, withMinors, requiresFirstAid };
    if (job.startDate < today) return form.fail({ startDate: t("client.validation.startInPast") });
    const reply = await form.send(() => send(job), refused, t("client.error.server"));
    if (reply) await onSaved(reply);
  }

  return (
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
        <fieldset className="weekday-chips">
          <legend>{t("app.schedule.weekdays")}</legend>
          {[1, 2, 3, 4, 5, 6, 0].map((day) => (
            <label key={day} className="weekday-chip">
              <input type="checkbox" checked={weekdays.includes(day)} onChange={() => toggleWeekday(day)} />
              <span aria-hidden="true">{t("app.schedule.dayShort", { day: String(day) })}</span>
              <span className="visually-hidden">{t("app.schedule.day", { day: String(day) })}</span>
            </label>
          ))}
          <p className="field__hint">{t("app.schedule.weekdaysHint")}</p>
        </fieldset>
      </fieldset>

      <fieldset className="form__section">
        <legend>{t("client.booking.legend.details")}</legend>
        <TextAreaField label={t("client.field.description")} rows={5} maxLength={5000} hint={t("client.booking.descriptionHint")} {...field("description")} />
      </fieldset>

      <fieldset className="form__section">
        <legend>{t("client.booking.legend.credentials")}</legend>
        <ul className="preferred-artists">
          {(
            [
              ["client.booking.withMinors", withMinors, setWithMinors],
              ["client.booking.requiresFirstAid", requiresFirstAid, setRequiresFirstAid],
            ] as const
          ).map(([label, checked, set]) => (
            <li key={label}>
              <label>
                <input type="checkbox" checked={checked} onChange={(e) => set(e.currentTarget.checked)} />
                <span>{t(label)}</span>
              </label>
            </li>
          ))}
        </ul>
        <p className="field__hint">{t("client.booking.withMinorsHint")}</p>
      </fieldset>

      <PreferredArtistsField value={preferredArtistIds} onChange={setPreferredArtistIds} saved={preferred} />

      <FormActions busy={form.busy} label={label} busyLabel={busyLabel} />
    </form>
  );
}
