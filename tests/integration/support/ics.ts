// Parses an .ics attachment with ical.js (a full RFC 5545 parser), so a file
// that calendar apps would reject fails the test.
import ICAL from 'ical.js';

export interface ParsedIcs {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  /** Where the event is: the service address. */
  location: string;
}

export function parseIcs(text: string): ParsedIcs {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT in the calendar file');
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: String(event.getFirstPropertyValue('status')),
    start: start.toJSDate(),
    location: String(event.getFirstPropertyValue('location')),
  };
}
