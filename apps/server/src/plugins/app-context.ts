import type { Runner } from '@codingkaro/runner';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { DomainEventBus } from '../lib/domain-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Validated configuration. */
    config: AppConfig;
    /** The Drizzle database every module builds its repositories from. */
    db: Database;
    dbKind: DatabaseHandle['kind'];
    /** Sandboxed code runner; null when code execution is not available (answers 503). */
    runner: Runner | null;
    /** In-process events between modules (see lib/domain-events.ts). */
    events: DomainEventBus;
  }
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
    app.decorate('events', new DomainEventBus(app.log));
  },
  { name: 'app-context' },
);
