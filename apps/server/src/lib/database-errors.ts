/**
 * Is this failure the database being unreachable or out of space, rather than a bug? Such requests
 * answer 503 `SERVICE_UNAVAILABLE` (retry later) instead of 500, and the server keeps running: the
 * PostgreSQL pool opens fresh connections once the database is back.
 *
 * Recognised anywhere in the `cause` chain (Drizzle wraps the driver's error in DrizzleQueryError):
 * - socket errors of the driver (`ECONNREFUSED`, `ECONNRESET`, `EPIPE`, `ETIMEDOUT`, ...),
 * - node-postgres' own messages for a connection lost or a connect timeout,
 * - SQLSTATE class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect
 *   now: a restart), 53xxx (insufficient resources: disk full, out of memory, too many connections),
 * - `ENOSPC` / "No space left on device" (PGlite writing to a full `DATA_DIR`).
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
]);
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
const MESSAGES = [
  /connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
  /no space left on device/i,
  /Cannot use a pool after calling end/i,
];

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code)) return true;
      if (/^(08|53)[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((re) => re.test(message))) return true;
    // an AggregateError (net.connect trying IPv4 and IPv6) holds its socket errors in `errors`
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
