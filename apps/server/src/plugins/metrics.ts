import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client';

type PromClient = typeof import('prom-client');

/** Metrics route; answered to loopback clients and to `Authorization: Bearer $METRICS_TOKEN`. */
export const METRICS_ROUTE = '/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** A same-host proxy makes every client loopback: a forwarded request is never trusted as local. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function sameBytes(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `request` may read the metrics: a direct loopback client, or one with the bearer token. */
export function metricsAllowed(request: FastifyRequest, token: string | null): boolean {
  const header = request.headers.authorization;
  if (token && typeof header === 'string' && header.startsWith('Bearer ')) return sameBytes(header.slice(7).trim(), token);
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

function createMetrics(client: PromClient, app: FastifyInstance, database: Pick<DatabaseHandle, 'poolStats'>) {
  // one registry per app instance: tests build several apps in one process
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const requestDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const rateLimited = new client.Counter({
    name: 'http_rate_limited_total',
    help: 'Requests refused with 429 (rate limit, or a full runner queue) by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  const judgeVerdicts = new client.Counter({
    name: 'judge_verdicts_total',
    help: 'Programs judged (run, submit, custom input) by language and verdict',
    labelNames: ['language', 'verdict'],
    registers: [registry],
  });
  const judgeDuration = new client.Histogram({
    name: 'judge_duration_seconds',
    help: 'Time to judge a program, wait for a worker included, by language',
    labelNames: ['language'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
    registers: [registry],
  });
  const judgeFailures = new client.Counter({
    name: 'judge_failures_total',
    help: 'Judge requests that failed in the sandbox (infrastructure) or found the runner queue full (busy)',
    labelNames: ['language', 'reason'],
    registers: [registry],
  });
  const mailSent = new client.Counter({
    name: 'mail_messages_total',
    help: 'Emails by outcome: sent (SMTP), logged (no SMTP configured), failed',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const runner = app.runner;
  if (runner?.stats) {
    const stats = runner.stats.bind(runner);
    new client.Gauge({
      name: 'runner_jobs_active',
      help: 'Programs running in the in-process runner pool',
      registers: [registry],
      collect() {
        this.set(stats().active);
      },
    });
    new client.Gauge({
      name: 'runner_jobs_queued',
      help: 'Programs waiting for a runner pool worker',
      registers: [registry],
      collect() {
        this.set(stats().queued);
      },
    });
    new client.Counter({
      name: 'runner_jobs_started_total',
      help: 'Programs that started in the runner pool',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(stats().started);
      },
    });
    new client.Counter({
      name: 'runner_queue_wait_seconds_total',
      help: 'Total time programs waited for a runner pool worker (divide by runner_jobs_started_total for the mean)',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(stats().waitSeconds);
      },
    });
  }
  const queueDepth = runner?.queueDepth?.bind(runner);
  if (queueDepth) {
    new client.Gauge({
      name: 'judge_queue_jobs',
      help: 'Jobs in the Redis judge queue across every worker, by state (waiting, active)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        try {
          const depth = await queueDepth();
          this.set({ state: 'waiting' }, depth.waiting);
          this.set({ state: 'active' }, depth.active);
        } catch {
          // an unreachable queue leaves the gauge out of this scrape; readiness reports it
          this.reset();
        }
      },
    });
  }
  const poolStats = database.poolStats;
  if (poolStats) {
    new client.Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle) and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const now = poolStats();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
  }
  return { registry, requestDuration, rateLimited, judgeVerdicts, judgeDuration, judgeFailures, mailSent };
}

type Metrics = ReturnType<typeof createMetrics>;

/**
 * Prometheus metrics (prom-client) on `GET /metrics`. prom-client takes ~0.3 s to load, so it loads in
 * the background: start-up does not wait, and requests answered before it is loaded are not counted.
 */
export async function registerMetrics(app: FastifyInstance, database: Pick<DatabaseHandle, 'poolStats'>) {
  let metrics: Metrics | null = null;
  let loading: Promise<Metrics> | null = null;
  const load = () => {
    loading ??= import('prom-client').then((client) => {
      metrics = createMetrics(client, app, database);
      return metrics;
    });
    return loading;
  };
  app.addHook('onReady', async () => {
    load().catch((error) => app.log.error({ err: error }, 'metrics could not be loaded'));
    // counted here, not in the mail module: metrics stay out of the modules
    const mailer = app.hasDecorator('mailer') ? app.mailer : null;
    if (mailer) {
      const send = mailer.send.bind(mailer);
      mailer.send = async (message) => {
        const outcome = await send(message);
        metrics?.mailSent.inc({ outcome });
        return outcome;
      };
    }
  });
  app.events.on('judge.finished', ({ language, verdict, failure, seconds }) => {
    if (!metrics) return;
    if (failure) metrics.judgeFailures.inc({ language, reason: failure });
    else metrics.judgeVerdicts.inc({ language, verdict: verdict ?? 'unknown' });
    metrics.judgeDuration.observe({ language }, seconds);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!metrics) return;
    const route = request.routeOptions.url ?? '(unmatched)';
    if (route === METRICS_ROUTE) return;
    metrics.requestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route });
  });
  app.get(METRICS_ROUTE, { config: { rateLimit: false } }, async (request, reply) => {
    if (!metricsAllowed(request, app.config.metricsToken)) {
      // as if absent: the address does not advertise itself
      return reply.code(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
    const { registry } = await load();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
