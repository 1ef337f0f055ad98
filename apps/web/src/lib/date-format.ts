/**
 * Shared `Intl.DateTimeFormat`s, one per locale and option set, built on first use: never at a
 * module's top level, because the first Intl object of a page starts ICU (100-240 ms on a phone's
 * main thread, measured at 4x), which a page that shows no date must not pay while it loads.
 * `Date#toLocaleDateString(locale, options)` builds a new formatter on every call (a few hundred
 * microseconds on a phone, more the first time), which a calendar of 42 days re-rendered every second
 * turned into 50-130 ms tasks at 4x slowdown.
 */

/** The formatter cached under `locale` and `options`, made by `make` the first time. */
function shared<T>(cache: Map<string, T>, locale: string | undefined, options: object, make: () => T): T {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale?: string): Intl.DateTimeFormat {
  return shared(formats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `date` formatted as `toLocaleString(locale, options)` would, through a shared formatter. */
export function formatDate(date: Date | number, options: Intl.DateTimeFormatOptions, locale?: string): string {
  return dateTimeFormat(options, locale).format(date);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** A shared `Intl.RelativeTimeFormat` ("5 minutes ago"), built on first use like `dateTimeFormat`. */
export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return shared(relativeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** A moment's day in the browser's time zone, `YYYY-MM-DD` ("2026-11-26"). */
export function localDateKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
