import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import relativeTime from "dayjs/plugin/relativeTime";

dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);

/** "14:30" -> "2:30 PM" (SPEC §9: times shown h:mm A). */
export const formatTime = (hhmm: string) => dayjs(hhmm, "HH:mm").format("h:mm A");

/** "2026-12-04" -> "Friday" (the weekday derived from startDate). */
export const weekday = (isoDate: string) => dayjs(isoDate, "YYYY-MM-DD").format("dddd");

/** "2026-12-04" -> "Dec 4, 2026". */
export const formatDate = (isoDate: string) => dayjs(isoDate, "YYYY-MM-DD").format("MMM D, YYYY");

/** createdAt as relative time: "3 days ago". */
export const fromNow = (iso: string) => dayjs(iso).fromNow();

/** "{rate} $/hr" (SPEC §3). */
export const formatRate = (rate: number) => `${rate} $/hr`;

/** "9:00 AM – 12:30 PM": a job's hours (SPEC §9: h:mm A). */
export const jobHours = (job: { startTime: string; endTime: string }) => `${formatTime(job.startTime)} – ${formatTime(job.endTime)}`;

/** City followed by "CA" (SPEC §3). */
export const cityLine = (city: string) => `${city}, CA`;

/** A Google Maps search for a place from its address, city and postal code (SPEC §2: the job's map link). */
export const mapUrl = (place: { address: string; city: string; postalCode: string }) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.address}, ${place.city}, ${place.postalCode}`)}`;

export { dayjs };
