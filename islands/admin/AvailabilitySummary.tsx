import { type ArtistAvailability, WEEK_DAYS } from "../../src/features/availability/availability-data.contract.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import { client } from "../lib/api.ts";
import { useApiGet } from "../lib/data.ts";
import { useFormat } from "../lib/format.ts";
import { Skeleton } from "../lib/ui/Skeleton.tsx";
import { Fact } from "./ui.tsx";

/** An artist's weekly hours by day (Monday first) and its days away, as the agency reads them. */
function Summary({ availability }: { availability: ArtistAvailability }) {
  const t = useT();
  const format = useFormat();
  const clock = (time: string) => (time === "24:00" ? t("app.availability.midnight") : format.time(time));
  const days = WEEK_DAYS.map((day) => ({ day, windows: availability.weekly.filter((w) => w.day === day) })).filter((d) => d.windows.length > 0);
  return (
    <dl className="admin-facts">
      <Fact label={t("app.availability.weekly")}>
        {days.length === 0 ? (
          t("app.availability.anyTime")
        ) : (
          <>
            <ul className="admin-availability">
              {days.map(({ day, windows }) => (
                <li key={day}>
                  <strong>{t(`app.availability.day.${day}` as const)}</strong>{" "}
                  {windows.map((w) => t("app.format.range", { start: clock(w.from), end: clock(w.to) })).join(", ")}
                </li>
              ))}
            </ul>
            <p className="muted admin-availability__zone">{t("app.availability.localTime")}</p>
          </>
        )}
      </Fact>
      <Fact label={t("app.availability.blackouts")}>
        {availability.blackouts.length === 0 ? (
          t("app.availability.noBlackouts")
        ) : (
          <ul className="admin-availability">
            {availability.blackouts.map((b) => (
              <li key={`${b.from}-${b.to}-${b.note ?? ""}`}>
                {b.from === b.to ? format.date(b.from) : t("app.format.range", { start: format.date(b.from), end: format.date(b.to) })}
                {b.note && <span className="muted"> · {b.note}</span>}
              </li>
            ))}
          </ul>
        )}
      </Fact>
    </dl>
  );
}

/** When an artist said it is free (the booking rules), on its application's screen. */
export function ArtistAvailabilityPanel({ artistId }: { artistId: string }) {
  const t = useT();
  const { data, failed } = useApiGet(client.admin.artists[":artistId"].availability, { param: { artistId } }, { fallback: null });
  return (
    <section className="admin-panel">
      <h2 className="admin-panel__title">{t("admin.application.availability.title")}</h2>
      {data ? (
        <Summary availability={data} />
      ) : failed ? (
        <p className="muted" role="status">
          {t("admin.application.availability.failed")}
        </p>
      ) : (
        <Skeleton label={t("admin.list.loading")} rows={2} />
      )}
    </section>
  );
}
