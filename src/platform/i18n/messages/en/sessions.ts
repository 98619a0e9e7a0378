/**
 * English messages of a job's sessions (weekly classes, one session called off, no double booking):
 * the API's answers (`api.job.session*`, `api.job.clash*`), the notification of a session called off,
 * the schedule of a job row (`app.schedule.*`), the job screens' list of sessions (`app.sessions.*`) and the
 * console's clash (`admin.applicants.clash`).
 * The French twin is ../fr/sessions.ts.
 */
export const sessionsEn = {
  "api.job.sessionCancelled": "Session cancelled: the job goes on",
  "api.job.sessionDateInvalid": "The session's date must be a real date (YYYY-MM-DD)",
  "api.job.sessionNotFound": "This job has no session on that day",
  "api.job.sessionAlreadyCancelled": "This session is already cancelled",
  "api.job.sessionPast": "This session is in the past: it can no longer be cancelled",
  "api.job.sessionJobClosed": "Only a session of a pending or confirmed job can be cancelled",
  "api.job.sessionLast": "This is the job's last remaining session: cancel the job instead",
  "api.job.clashSelf": "You are already booked for {style} at {studio} on {date}, at overlapping times",
  "api.job.clash": "This artist is already booked for {style} at {studio} on {date}, at overlapping times",
  "notifications.kind.job.session_cancelled": "A session of a booking called off",
  "notifications.job.session_cancelled.title": "Session cancelled: {style} at {studio}",
  "notifications.job.session_cancelled.body": "The session of {date} at {time} is cancelled. The other sessions of this booking go on as planned.",
  "app.schedule.daily": "Daily",
  "app.schedule.days": "{days, select, 0 {Sundays} 1 {Mondays} 2 {Tuesdays} 3 {Wednesdays} 4 {Thursdays} 5 {Fridays} other {Saturdays}}",
  "app.schedule.line": "{days} {from}-{to}, {range}, {count, plural, one {# session} other {# sessions}}",
  "app.schedule.weekdays": "Weekdays",
  "app.schedule.weekdaysHint": "None chosen: every day from the start date to the end date.",
  "app.schedule.day": "{day, select, 0 {Sunday} 1 {Monday} 2 {Tuesday} 3 {Wednesday} 4 {Thursday} 5 {Friday} other {Saturday}}",
  "app.schedule.dayShort": "{day, select, 0 {Sun} 1 {Mon} 2 {Tue} 3 {Wed} 4 {Thu} 5 {Fri} other {Sat}}",
  "admin.applicants.clash": "Already booked at overlapping times: {style} at {studio} on {date}",
  "app.sessions.title": "Sessions",
  "app.sessions.date": "Date",
  "app.sessions.hours": "Hours",
  "app.sessions.status": "Status",
  "app.sessions.scheduled": "Scheduled",
  "app.sessions.cancelled": "Cancelled",
  "app.sessions.cancel": "Cancel this session",
  "app.sessions.cancelOf": "Cancel the session of {date}",
  "app.sessions.question": "Cancel the session of {date}?",
  "app.sessions.questionText": "Only this session is called off: the other sessions of the job go on, and the booked artist is told.",
  "app.sessions.keep": "Keep It",
  "app.sessions.cancelling": "Cancelling…",
} as const;
