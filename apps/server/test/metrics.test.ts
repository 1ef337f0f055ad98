import { rmSync } from 'node:fs';
import { DEFAULT_LIMITS, QueueFullError, type Runner } from '@codingkaro/runner';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { createProblemsFixture } from './problems-fixture';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics (Prometheus)', () => {
  let t: TestApp;
  let dir: string;
  const fakeRunner = {
    limits: DEFAULT_LIMITS,
    runtimes: async () => [],
    execute: async () => {
      throw new QueueFullError();
    },
    stats: () => ({ active: 2, queued: 3, started: 7, waitSeconds: 1.5 }),
    queueDepth: async () => ({ waiting: 4, active: 1 }),
  } as unknown as Runner;

  beforeAll(async () => {
    dir = createProblemsFixture();
    t = await buildTestApp(
      'pglite',
      { CONTENT_DIR: dir, METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '3', JUDGE_RATE_LIMIT_PER_MINUTE: '100' },
      { runner: fakeRunner },
    );
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const scrapeText = async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };
  // the parser throws on a malformed exposition
  const scrape = async () => parsePrometheusTextFormat(await scrapeText());
  const family = (families: ReturnType<typeof parsePrometheusTextFormat>, name: string) => {
    const found = families.find((f) => f.name === name);
    if (!found) throw new Error(`no ${name} in the scrape`);
    return found;
  };

  it('counts requests by route pattern and status, 429s, judge outcomes and runner queue depth', async () => {
    await scrape(); // waits for prom-client to load in the background
    for (let i = 0; i < 5; i++) await t.app.inject({ url: '/api/problems/two-sum' });
    await t.app.inject({ url: '/api/problems/no-such-problem' });
    const { cookie } = await devSignIn(t.app);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/problems/submit',
      payload: { problemId: 'two-sum', language: 'python', code: 'class Solution: pass' },
      headers: { cookie },
    });
    expect(submit.statusCode).toBe(429);

    const text = await scrapeText();
    const families = parsePrometheusTextFormat(text);
    expect(family(families, 'http_request_duration_seconds').type).toBe('HISTOGRAM');
    // the parser folds a histogram's labelled series into one, so their labels are read from the _count lines
    const routes = [
      ...text.matchAll(/^http_request_duration_seconds_count\{method="(\w+)",route="([^"]*)",status="(\d+)"\} \d+$/gm),
    ].map(([, method, route, status]) => `${method} ${route} ${status}`);
    // the pattern, never the raw path: the unknown slug is counted under the same route
    expect(routes).toContain('GET /api/problems/:slug 200');
    expect(routes.some((r) => r.startsWith('GET /api/problems/:slug 4'))).toBe(true);
    expect(routes.some((r) => r.includes('no-such-problem') || r.includes('two-sum'))).toBe(false);
    expect(routes).not.toContain(expect.stringContaining('/metrics'));

    const limited = family(families, 'http_rate_limited_total').metrics.find((m) => m.labels?.route === '/api/problems/:slug');
    expect(Number(limited?.value)).toBeGreaterThanOrEqual(2);

    const failures = family(families, 'judge_failures_total').metrics;
    expect(failures).toContainEqual(expect.objectContaining({ labels: { language: 'python', reason: 'busy' }, value: '1' }));
    expect(text).toMatch(/^judge_duration_seconds_count\{language="python"\} 1$/m);

    expect(family(families, 'runner_jobs_queued').metrics[0]?.value).toBe('3');
    const depth = family(families, 'judge_queue_jobs').metrics;
    expect(depth).toContainEqual(expect.objectContaining({ labels: { state: 'waiting' }, value: '4' }));
    expect(depth).toContainEqual(expect.objectContaining({ labels: { state: 'active' }, value: '1' }));
    expect(family(families, 'runner_jobs_active').metrics[0]?.value).toBe('2');
    expect(family(families, 'runner_queue_wait_seconds_total').metrics[0]?.value).toBe('1.5');
    // PGlite has no connection pool
    expect(families.some((f) => f.name === 'db_pool_connections')).toBe(false);
  });

  it('counts verdicts by language from the judge events', async () => {
    await t.app.events.emit('judge.finished', { language: 'cpp', verdict: 'Accepted', failure: null, seconds: 0.3 });
    const verdicts = family(await scrape(), 'judge_verdicts_total').metrics;
    expect(verdicts).toContainEqual(expect.objectContaining({ labels: { language: 'cpp', verdict: 'Accepted' }, value: '1' }));
  });

  it('refuses clients that are not loopback, and loopback requests forwarded by a proxy', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.9' } },
      { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}x` } },
      { remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer wrong' } },
    ]) {
      const response = await t.app.inject({ url: '/metrics', ...request });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers any client with the bearer token', async () => {
    const response = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
