/**
 * A small RFC 5545 writer for contest feeds: CRLF line ends, TEXT escaping (backslash, semicolon,
 * comma, newline) and folding at 75 octets without splitting a UTF-8 character.
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
}

export interface CalendarOptions {
  name: string;
  /** How often subscribing clients should re-read the feed, in hours. */
  refreshHours?: number;
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
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
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR document. */
export function writeCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const refresh = `PT${options.refreshHours ?? 3}H`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CodingKaro//Contest Tracker//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
