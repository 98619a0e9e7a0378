import { useT } from "../../../src/platform/i18n/react.tsx";
import { client } from "../api.ts";

/**
 * A booked job's .ics (`GET /api/job/:jobId/calendar.ics`), for the artist's, the studio's and the
 * agency's job screens. A plain link: the browser sends the session cookie and saves the file, which the
 * calendar app opens.
 */
export function AddToCalendar({
  jobId,
  small = true,
}: {
  jobId: string;
  /** False beside full-size buttons (the studio's booking), so the row lines up. */
  small?: boolean;
}) {
  const t = useT();
  return (
    <a
      className={small ? "btn btn--outline btn--sm" : "btn btn--outline"}
      href={`/api${client.job[":jobId"]["calendar.ics"].$path({ param: { jobId } })}`}
      download
    >
      {t("app.calendar.add")}
    </a>
  );
}
