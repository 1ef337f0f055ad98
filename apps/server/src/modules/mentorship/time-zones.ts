/**
 * Wall-clock time in an IANA zone <-> UTC instants, with the runtime's Intl time-zone data
 * (no library needed for these two conversions).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function wallTimeIn(zone: string, instant: number): WallTime {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const asUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/** The instant a wall time names in `zone`; null when the time does not exist there (a DST gap). */
export function instantOf(zone: string, wall: WallTime): number | null {
  const guess = asUtc(wall);
  let instant = guess - (asUtc(wallTimeIn(zone, guess)) - guess);
  const second = guess - (asUtc(wallTimeIn(zone, instant)) - instant);
  if (second !== instant) instant = second;
  return asUtc(wallTimeIn(zone, instant)) === guess ? instant : null;
}
