import ICAL from "ical.js";

/** One event as a calendar reads it: its properties, and each of its days' start and end as instants (ISO, UTC). */
export interface ReadEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** Every occurrence (the daily rule expanded): start and end instants. */
  days: { start: string; end: string }[];
}

export interface ReadCalendar {
  method: string;
  name: string | null;
  events: ReadEvent[];
  /** The text's lines, CRLF-split, for checks of the raw form (folding, line ends). */
  lines: string[];
}

/**
 * Reads iCalendar text with ical.js (Mozilla's parser, as Thunderbird reads it), its VTIMEZONEs registered, so
 * times come out as the instants a subscribed calendar would show. Throws on text the parser refuses.
 */
export function readCalendar(text: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const length = event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime();
    const days: ReadEvent["days"] = [];
    const each = event.iterator();
    for (let next = each.next(); next && days.length < 400; next = each.next()) {
      const start = next.toJSDate();
      days.push({ start: start.toISOString(), end: new Date(start.getTime() + length).toISOString() });
    }
    const text = (name: string) => String(component.getFirstPropertyValue(name) ?? "");
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: text("status"),
      summary: event.summary,
      description: event.description ?? "",
      location: event.location ?? "",
      url: text("url"),
      days,
    };
  });
  const name = calendar.getFirstPropertyValue("x-wr-calname");
  return { method: String(calendar.getFirstPropertyValue("method") ?? ""), name: name === null ? null : String(name), events, lines: text.split("\r\n") };
}
