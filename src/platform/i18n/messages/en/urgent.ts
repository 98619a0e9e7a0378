/** Urgent jobs (a substitute wanted within 48 hours): their badge, the booking at once, the owner's setting. */
export const urgentEn = {
  "app.job.urgent": "Urgent",
  "app.job.urgentHint": "Starts within 48 hours of being posted",
  "api.job.bookedAtOnce": "You are booked on this urgent job",
  "api.job.urgentTaken": "Another artist took this urgent job a moment before you",
  "api.field.autoConfirmUrgent": "Auto confirm urgent",
  "api.bookingSettings.saved": "Booking settings saved",
  "admin.bookingSettings.title": "Urgent jobs",
  "admin.bookingSettings.intro": "A job posted to start within 48 hours is urgent: it comes first in the artists' offers and they hear of it at once.",
  "admin.bookingSettings.autoConfirm": "Book the first qualified artist who opts in, without waiting for a coordinator",
} as const;
