/**
 * English messages of the calendars: the events' words in feeds, downloads and invitations
 * (`calendar.*`), the settings' feed link and the "Add to calendar" button (`app.calendar.*`), the console's
 * reschedule and reassign (`admin.job.reschedule.*`, `admin.job.reassign.*`) and the API's replies. The French
 * twin is ../fr/calendar.ts.
 */
export const calendarEn = {
  "calendar.feedName": "DanceLink bookings",
  "calendar.summary": "{style} at {studio}",
  "calendar.summaryWithArtist": "{style} at {studio} with {artist}",
  "calendar.completedSummary": "Completed: {summary}",
  "calendar.location": "{address}, {city} {postalCode}",
  "app.calendar.title": "Calendar",
  "app.calendar.intro":
    "Subscribe to this private link in Google Calendar, Apple Calendar or Outlook: your bookings appear there and follow every change. Anyone with the link sees them, so keep it to yourself.",
  "app.calendar.link": "Your calendar link",
  "app.calendar.subscribe": "Subscribe in my calendar app",
  "app.calendar.google": "Add to Google Calendar",
  "app.calendar.loading": "Loading your calendar link…",
  "app.calendar.failed": "Your calendar link could not be loaded.",
  "app.calendar.copy": "Copy link",
  "app.calendar.copied": "Link copied",
  "app.calendar.copyFailed": "The link could not be copied: select it and copy it",
  "app.calendar.reset": "Reset link",
  "app.calendar.resetQuestion": "Reset the link? Calendars subscribed to the old one stop updating until you subscribe to the new one.",
  "app.calendar.resetConfirm": "Yes, reset",
  "app.calendar.keep": "Keep it",
  "app.calendar.add": "Add to calendar",
  "admin.job.reschedule": "Reschedule",
  "admin.job.rescheduleQuestion": "New days and hours (the artist and the studio are told):",
  "admin.job.rescheduleConfirm": "Save the new schedule",
  "admin.job.reassign": "Give the job to {name}",
  "admin.job.reassignQuestion": "Give this job to {name}? {current} is told it was withdrawn.",
  "admin.job.reassignConfirm": "Yes, reassign",
  "api.calendar.feedNotFound": "Calendar not found",
  "api.calendar.feed": "Your calendar link",
  "api.calendar.feedReset": "New calendar link made: the old one no longer works",
  "api.job.rescheduled": "Booking moved: the artist and the studio are told",
  "api.job.reassigned": "{name} is now booked on this job",
  "api.job.onlyConfirmedReschedule": "Only a confirmed job can be rescheduled",
  "api.job.onlyConfirmedReassign": "Only a confirmed job can be given to another artist",
  "api.job.alreadyAssigned": "This artist is already booked on this job",
  "api.job.changedMeanwhile": "This job changed since you opened it: reload it and try again",
  "api.job.scheduleUnchanged": "These are the job's days and hours already",
} as const;
