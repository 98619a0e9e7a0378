/** `GET /api/calendar/feed` and `POST /api/calendar/feed/reset`: the caller's private calendar feed. */
export interface CalendarFeed {
  /** `<PUBLIC_URL>/calendar/<token>.ics`: calendars subscribe to it; whoever has it reads the feed. */
  url: string;
}
