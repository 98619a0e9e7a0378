/** The calendar feature's public entry: what other features use of it, and only that. */
export { jobCalendarText } from "./calendar.ts";
export { CALENDAR_CONTENT_TYPE, type CalendarEvent, calendarText } from "./ics.ts";
export { calendarStatusOf, jobEvent } from "./job-event.ts";
