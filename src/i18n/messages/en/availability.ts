/**
 * English messages of an artist's availability (weekly hours and blackouts): the artist's week grid
 * (`artist.availability.*`), what the agency reads (`admin.availability.*`), the words both share
 * (`app.availability.*`) and the API's answers (`api.availability.*`). The French twin is ../fr/availability.ts.
 */
export const availabilityEn = {
  "api.availability.saved": "Availability saved",
  "api.availability.weeklyList": "Weekly hours must be a list of at most {max} windows",
  "api.availability.day": "Weekly window {n}: the day must be 0 (Sunday) to 6 (Saturday)",
  "api.availability.time": "Weekly window {n}: from and to must be times (HH:mm; to may be 24:00)",
  "api.availability.order": "Weekly window {n} must end after it starts: split a night across two days",
  "api.availability.blackoutList": "Blackouts must be a list of at most {max} periods",
  "api.availability.blackoutDate": "Blackout {n}: from and to must be real dates (YYYY-MM-DD)",
  "api.availability.blackoutOrder": "Blackout {n} cannot end before it starts",
  "api.availability.blackoutNote": "Blackout {n}: the note must be text of at most {max} characters on one line",
  "api.availability.blackoutPast": "Blackout {n} is over: it ended before {date}",
  "api.availability.blackoutFar": "Blackout {n} must end within the next {years} years (by {date})",
} as const;
