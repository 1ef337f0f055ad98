/**
 * Is this failure the database being unreachable or out of space, rather than a bug? Such requests
 * answer 503 `SERVICE_UNAVAILABLE` (retry later) instead of 500, and the server keeps running: the
 * PostgreSQL pool opens fresh connections once the database is back, PGlite writes again once
 * `DATA_DIR` has space. At start-up the same reasons make a plain message (`startupFailureMessage`).
 *
 * Recognised anywhere in the `cause` chain (Drizzle wraps the driver's error in DrizzleQueryError):
 * - socket errors of the driver (`ECONNREFUSED`, `ECONNRESET`, `EPIPE`, `ETIMEDOUT`, ...),
 * - node-postgres' own messages for a connection lost or a connect timeout,
 * - SQLSTATE class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect
 *   now: a restart), 53xxx (insufficient resources: disk full, out of memory, too many connections),
 * - a full disk: `ENOSPC`, "No space left on device", SQLSTATE 53100, and PGlite's file-system
 *   error (Emscripten's `ErrnoError` with errno 51, its ENOSPC).
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGES = [
  /connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
];
/** Emscripten's errno for ENOSPC (PGlite's file system) */
const EMSCRIPTEN_ENOSPC = 51;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

export type DatabaseFailure = 'disk-full' | 'unreachable';

/** Why the database failed, when it is the database's state and not the query: else null. */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message, name, errno } = current as { code?: unknown; message?: unknown; name?: unknown; errno?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (code === 'ENOSPC' || code === '53100' || /no space left on device/i.test(text)) return 'disk-full';
    if (name === 'ErrnoError' && errno === EMSCRIPTEN_ENOSPC) return 'disk-full';
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^(08|53)[0-9A-Z]{3}$/.test(code)) return 'unreachable';
    }
    if (UNREACHABLE_MESSAGES.some((re) => re.test(text))) return 'unreachable';
    // an AggregateError (net.connect trying IPv4 and IPv6) holds its socket errors in `errors`
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors)) {
      const inner = errors.map((e) => databaseFailure(e)).find((f) => f !== null);
      if (inner) return inner;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const isDatabaseUnavailable = (error: unknown) => databaseFailure(error) !== null;

/** Below this much free space in DATA_DIR a PGlite start-up failure is put down to the full disk. */
export const LOW_SPACE_BYTES = 16 * 1024 * 1024;

/** A start-up failure said plainly when it is the database's state (null: print the error as it is). */
export function startupFailureMessage(
  error: unknown,
  target: { kind: 'pglite'; dataDir: string | null; freeBytes?: number | null } | { kind: 'postgres'; host: string },
): string | null {
  // PGlite opening an existing database on a full disk says only "PGlite failed to initialize
  // properly", with no errno: the free space of DATA_DIR tells (it needs a few MB to start)
  const lowSpace = target.kind === 'pglite' && target.freeBytes != null && target.freeBytes < LOW_SPACE_BYTES;
  const failure = lowSpace ? 'disk-full' : databaseFailure(error);
  if (failure === 'disk-full') {
    return target.kind === 'pglite'
      ? `the database cannot write to DATA_DIR (${target.dataDir}): no space left on device. Free space there (or point DATA_DIR elsewhere) and start again; the database itself is not damaged.`
      : `PostgreSQL at ${target.host} is out of disk space. Free space on the database server and start again.`;
  }
  if (failure === 'unreachable') {
    return target.kind === 'postgres'
      ? `cannot reach PostgreSQL at ${target.host} (DATABASE_URL): it is down, restarting or refusing connections. Start it (or fix DATABASE_URL) and start again.`
      : null;
  }
  return null;
}
