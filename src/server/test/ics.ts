import ICAL from "ical.js";

/** A calendar file read back with ical.js (the tests never read .ics by hand). */
export type ParsedEvent = {
  uid: string;
  sequence: number;
  summary: string;
  location: string;
  /** The event's notes (a booking's numbered place), or '' when it has none. */
  description: string;
  status: string | null;
  /** The wall-clock time as written ('YYYY-MM-DDTHH:MM:SS') and the zone it is written in. */
  start: { local: string; tzid: string | null; instant: string };
  end: { local: string; tzid: string | null; instant: string };
  attendees: string[];
};

export type ParsedCalendar = { method: string | null; timezones: string[]; events: ParsedEvent[] };

export function parseIcs(text: string): ParsedCalendar {
  const cal = new ICAL.Component(ICAL.parse(text));
  const timezones = cal
    .getAllSubcomponents("vtimezone")
    .map((tz) => String(tz.getFirstPropertyValue("tzid")));
  for (const tz of cal.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  const time = (vevent: ICAL.Component, name: string) => {
    const prop = vevent.getFirstProperty(name)!;
    const value = prop.getFirstValue() as ICAL.Time;
    const tzid = prop.getParameter("tzid");
    return {
      local: value.toString(),
      tzid: typeof tzid === "string" ? tzid : null,
      instant: value.toJSDate().toISOString(),
    };
  };
  const events = cal.getAllSubcomponents("vevent").map((vevent) => {
    const ev = new ICAL.Event(vevent);
    return {
      uid: ev.uid,
      sequence: ev.sequence,
      summary: ev.summary,
      location: ev.location,
      description: ev.description ?? "",
      status: (vevent.getFirstPropertyValue("status") as string | null) ?? null,
      start: time(vevent, "dtstart"),
      end: time(vevent, "dtend"),
      attendees: vevent.getAllProperties("attendee").map((p) => String(p.getFirstValue())),
    };
  });
  const method = cal.getFirstPropertyValue("method");
  return { method: typeof method === "string" ? method : null, timezones, events };
}
