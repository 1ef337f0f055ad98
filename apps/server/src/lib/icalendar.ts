/**
 * A small RFC 5545 writer (contest feeds, mentorship invites): CRLF line ends, TEXT escaping
 * (backslash, semicolon, comma, newline) and folding at 75 octets without splitting a UTF-8
 * character. Invitations (METHOD:REQUEST / CANCEL, RFC 5546) add an organizer and attendees.
 */

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  /** When this event's data last changed (DTSTAMP / LAST-MODIFIED). */
  stamp: Date;
  sequence: number;
  summary: string;
  description?: string;
  url?: string;
  categories?: string[];
  /** Invitations: who sends it and who is invited. */
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
  status?: 'CONFIRMED' | 'CANCELLED';
}

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarOptions {
  /** The product line after `-//CodingKaro//` (default: the contest tracker). */
  product?: string;
  /** PUBLISH (default): a feed; REQUEST / CANCEL: an invitation or its cancellation (RFC 5546). */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** A feed's name (X-WR-CALNAME), with how often subscribers should re-read it, in hours. */
  name?: string;
  refreshHours?: number;
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

// biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out is the point
const CONTROLS_BUT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g;

/** Escapes a TEXT value (RFC 5545 3.3.11), without the control characters TEXT may not hold (newlines become \n). */
export function escapeText(value: string): string {
  return value
    .replace(CONTROLS_BUT_NEWLINES, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line: continuation lines start with a space; no line exceeds 75 octets. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines lose one octet to the leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-08-01T12:00:00.000Z → 20260801T120000Z */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A CN parameter value: quoted, without the characters a quoted value cannot hold. */
const commonName = (name: string) => `"${name.replace(/["\\\r\n]/g, '')}"`;

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `LAST-MODIFIED:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // URL is a URI value, not TEXT: it is not escaped, only folded.
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
  if (event.organizer) lines.push(`ORGANIZER;CN=${commonName(event.organizer.name)}:mailto:${event.organizer.email}`);
  for (const attendee of event.attendees ?? []) {
    lines.push(`ATTENDEE;CN=${commonName(attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${attendee.email}`);
  }
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR document. */
export function writeCalendar(events: CalendarEvent[], options: CalendarOptions = {}): string {
  const refresh = `PT${options.refreshHours ?? 3}H`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//CodingKaro//${options.product ?? 'Contest Tracker'}//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    ...(options.name
      ? [`X-WR-CALNAME:${escapeText(options.name)}`, `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`]
      : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
