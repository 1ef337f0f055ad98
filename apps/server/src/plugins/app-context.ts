import type { Runner } from '@codingkaro/runner';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FixedOffsetZone } from 'luxon';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { DomainEventBus } from '../lib/domain-events';
import { createExecutionGate, type ExecutionOwner } from '../lib/execution-gate';
import { PayableItems } from '../lib/payable-items';

declare module 'fastify' {
  interface FastifyInstance {
    /** Validated configuration. */
    config: AppConfig;
    /** The Drizzle database every module builds its repositories from. */
    db: Database;
    dbKind: DatabaseHandle['kind'];
    /** Sandboxed code runner; null when code execution is not available (answers 503). */
    runner: Runner | null;
    /** The runner as one user (or guest IP) sees it: scheduled fairly, guest limits (lib/execution-gate.ts); null without a runner. */
    runnerFor(owner: ExecutionOwner): Runner | null;
    /** In-process events between modules (see lib/domain-events.ts). */
    events: DomainEventBus;
    /** What a one-time order may pay for, answered by the owning module (see lib/payable-items.ts). */
    payables: PayableItems;
  }
  interface FastifyRequest {
    /** The client's IANA time zone from the `x-time-zone` header, or null when absent or not a valid zone. */
    clientTimeZone(): string | null;
    /**
     * The zone a read that needs only today's local date may use: the IANA zone from `x-time-zone`,
     * else a fixed zone from `x-utc-offset` (exact for the current instant), else null.
     */
    clientDayZone(): string | null;
  }
}

export const TIME_ZONE_HEADER = 'x-time-zone';
/** Zone names only: Intl also accepts offsets such as `+05:30`, which are not IANA zones. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** `value` when it is an IANA time zone name this runtime knows (at most 64 characters), else null. */
export function validTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64 || !ZONE_NAME.test(value)) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

export const UTC_OFFSET_HEADER = 'x-utc-offset';
/** Real offsets run from UTC-12:00 to UTC+14:00. */
const MAX_WEST_MINUTES = 12 * 60;
const MAX_EAST_MINUTES = 14 * 60;

/**
 * A fixed luxon zone (`UTC+5:30`) for `value`, the browser's offset in minutes east of UTC
 * (`-Date#getTimezoneOffset()`), or null when it is not a whole number of minutes in range. A browser
 * reads its offset for free, where naming its zone starts ICU (~100-200 ms on a phone's main thread).
 * Never stored: a fixed offset knows nothing of DST, so it only dates the current instant.
 */
export function offsetZone(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[+-]?\d{1,3}$/.test(value)) return null;
  const minutes = Number(value);
  if (minutes < -MAX_WEST_MINUTES || minutes > MAX_EAST_MINUTES) return null;
  return FixedOffsetZone.instance(minutes).name;
}

export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  runner: Runner | null;
}

/** What every module plugin builds from: config, database, runner and the event bus. */
export const appContextPlugin = fp<AppContext>(
  async (app, { config, database, runner }) => {
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('runner', runner);
    const gate = runner ? createExecutionGate(runner, config.runner.fairness) : null;
    app.decorate('runnerFor', (owner: ExecutionOwner) => gate?.runnerFor(owner) ?? null);
    if (gate) app.addHook('onClose', () => gate.close());
    app.decorate('events', new DomainEventBus(app.log));
    app.decorate('payables', new PayableItems());
    app.decorateRequest('clientTimeZone', function (this: FastifyRequest) {
      return validTimeZone(this.headers[TIME_ZONE_HEADER]);
    });
    app.decorateRequest('clientDayZone', function (this: FastifyRequest) {
      return validTimeZone(this.headers[TIME_ZONE_HEADER]) ?? offsetZone(this.headers[UTC_OFFSET_HEADER]);
    });
  },
  { name: 'app-context' },
);
