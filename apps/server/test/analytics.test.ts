import { randomUUID } from 'node:crypto';
import { AnalyticsSummarySchema, type TrackEvent } from '@codingkaro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createSaltRepository } from '../src/modules/analytics/salt-repository';
import { analyticsEvents } from '../src/modules/analytics/tables';
import { createVisitorIds, SALT_LIFETIME_MS } from '../src/modules/analytics/visitor-ids';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';

const record = (extra: Partial<TrackEvent> = {}): TrackEvent => ({
  id: randomUUID(),
  type: 'pageview',
  path: '/',
  route: '/',
  timestamp: new Date().toISOString(),
  ...extra,
});
const browser = (ip: string, ua = 'Mozilla/5.0 Test') => ({ 'user-agent': ua, 'x-forwarded-for': ip });

describe('analytics configuration', () => {
  it('reads a per-IP rate limit (admins come from the authorization plugin)', () => {
    expect(loadConfig({}).analytics).toEqual({ rateLimitPerMinute: 120 });
    expect(loadConfig({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '5' }).analytics).toEqual({ rateLimitPerMinute: 5 });
    expect(() => loadConfig({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/ANALYTICS_RATE_LIMIT_PER_MINUTE/);
  });
});

describe.each(databaseKinds)('analytics (%s)', (kind) => {
  let t: TestApp;
  const stored = async () => t.database.db.select().from(analyticsEvents);

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      TRUST_PROXY: 'true',
      ALLOW_DEV_LOGIN: 'true', // behind a proxy the development sign-in needs it
      ANALYTICS_RATE_LIMIT_PER_MINUTE: '30',
    });
  }, 180_000);
  afterAll(async () => t?.close());

  it('stores a tracked record with a hashed visitor id and no IP, user agent or cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: browser('203.0.113.7'),
      payload: record({ type: 'component', component: 'hero', userAgent: 'Mozilla/5.0 Test' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, received: 1, stored: 1 });
    expect(response.headers['set-cookie']).toBeUndefined();
    const [row] = await stored();
    expect(row?.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.7');
    expect(JSON.stringify(row)).not.toContain('Mozilla');
    expect(row).toMatchObject({ type: 'component', component: 'hero', userId: null });
  });

  it('stores a replayed batch once, and tells the same browser apart from another one', async () => {
    const batch = [record({ path: '/problems/two-sum', route: '/problems/:slug' }), record({ type: 'scroll', value: 50 })];
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track/batch',
      headers: browser('198.51.100.1'),
      payload: batch,
    });
    expect(first.json()).toEqual({ success: true, received: 2, stored: 2 });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track/batch',
      headers: browser('198.51.100.1'),
      payload: batch,
    });
    expect(replay.json()).toEqual({ success: true, received: 2, stored: 0 });
    await t.app.inject({ method: 'POST', url: '/api/analytics/track', headers: browser('198.51.100.2'), payload: record() });
    const rows = (await stored()).filter((r) => r.receivedAt.getTime() > Date.now() - 60_000);
    const ids = new Set(rows.map((r) => r.visitorId));
    const byKey = new Map(rows.map((r) => [r.idempotencyKey, r.visitorId]));
    expect(byKey.get(`c:${batch[0]?.id}`)).toBe(byKey.get(`c:${batch[1]?.id}`));
    expect(ids.size).toBeGreaterThanOrEqual(3);
  });

  it("accepts the spec's own payload { component, timestamp, userAgent } on track and batch, stored once", async () => {
    const spec = { component: 'dsa-sheet', timestamp: new Date().toISOString(), userAgent: 'Mozilla/5.0 Spec' };
    const headers = {
      ...browser('192.0.2.44'),
      host: 'codingkaro.test',
      referer: 'http://codingkaro.test/courses/lovebabbar?x=1',
    };
    const one = await t.app.inject({ method: 'POST', url: '/api/analytics/track', headers, payload: spec });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, received: 1, stored: 1 });
    // the offline queue sends it again in a batch, beside a record with no component: one more row
    const nullComponent = { component: null, timestamp: spec.timestamp, userAgent: spec.userAgent };
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track/batch',
      headers,
      payload: [spec, nullComponent],
    });
    expect(batch.json()).toEqual({ success: true, received: 2, stored: 1 });
    const rows = (await stored()).filter((row) => row.occurredAt.getTime() === new Date(spec.timestamp).getTime());
    expect(rows.map((row) => [row.type, row.component, row.path])).toHaveLength(2);
    expect(rows.map((row) => [row.type, row.component, row.path])).toEqual(
      expect.arrayContaining([
        ['component', 'dsa-sheet', '/courses/lovebabbar'],
        ['component', null, '/courses/lovebabbar'],
      ]),
    );
    // a Referer from another site is not a path of ours
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: { ...headers, referer: 'https://evil.example/phish' },
      payload: { ...spec, component: 'elsewhere' },
    });
    expect(elsewhere.json().stored).toBe(1);
    expect((await stored()).find((row) => row.component === 'elsewhere')?.path).toBe('/');
  });

  it('validates and size-caps bodies', async () => {
    const bad = async (url: string, payload: unknown) =>
      (await t.app.inject({ method: 'POST', url, headers: browser('192.0.2.50'), payload: payload as object })).statusCode;
    expect(await bad('/api/analytics/track', { ...record(), path: 'no-slash' })).toBe(400);
    expect(await bad('/api/analytics/track', { ...record(), id: 'short' })).toBe(400);
    expect(await bad('/api/analytics/track', { ...record(), timestamp: 'yesterday' })).toBe(400);
    expect(await bad('/api/analytics/track/batch', [])).toBe(400);
    expect(
      await bad(
        '/api/analytics/track/batch',
        Array.from({ length: 101 }, () => record()),
      ),
    ).toBe(400);
    expect(await bad('/api/analytics/track', { ...record(), component: 'x'.repeat(5000) })).toBe(413);
  });

  it('attaches the signed-in user, clamps a future clock and drops records older than 30 days', async () => {
    const { cookie } = await devSignIn(t.app, 'Clock', 'clock@example.com');
    const future = record({ timestamp: new Date(Date.now() + 3_600_000).toISOString() });
    const ancient = record({ timestamp: new Date(Date.now() - 31 * 86_400_000).toISOString() });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track/batch',
      headers: { ...browser('192.0.2.60'), cookie },
      payload: [future, ancient],
    });
    expect(response.json()).toMatchObject({ received: 2, stored: 1 });
    const row = (await stored()).find((r) => r.idempotencyKey === `c:${future.id}`);
    expect(row?.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs((row?.occurredAt.getTime() ?? 0) - (row?.receivedAt.getTime() ?? 0))).toBeLessThan(1000);
  });

  it('rate-limits tracking per IP address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/track',
        headers: browser('192.0.2.99'),
        payload: record(),
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: browser('192.0.2.100'),
      payload: record(),
    });
    expect(other.statusCode).toBe(200);
  });

  it('shows admins the funnel home -> problem -> submit -> Accepted and refuses everyone else', async () => {
    expect((await t.app.inject({ url: '/api/analytics/summary' })).statusCode).toBe(401);
    const { cookie: userCookie } = await devSignIn(t.app, 'Not Admin', 'someone@example.com');
    expect((await t.app.inject({ url: '/api/analytics/summary', headers: { cookie: userCookie } })).statusCode).toBe(403);

    const { cookie } = await devSignIn(t.app, 'Funnel', 'funnel@example.com');
    const userId = (await t.app.inject({ url: '/api/auth/current-user', headers: { cookie } })).json().user.id as string;
    const base = Date.now() - 60_000;
    const at = (s: number) => new Date(base + s * 1000).toISOString();
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track/batch',
      headers: { ...browser('192.0.2.70'), cookie },
      payload: [record({ timestamp: at(0) }), record({ path: '/problems/two-sum', route: '/problems/:slug', timestamp: at(5) })],
    });
    await t.app.events.emit('problem.submitted', {
      userId,
      problemSlug: 'two-sum',
      accepted: true,
      at: new Date(base + 20_000),
      timeZone: null,
    });

    const { cookie: adminCookie } = await devSignIn(t.app, 'Admin', 'Admin@Example.com');
    const response = await t.app.inject({ url: '/api/analytics/summary?days=7', headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(200);
    const summary = AnalyticsSummarySchema.parse(response.json());
    expect(summary.days).toHaveLength(7);
    expect(summary.days.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    const funnel = Object.fromEntries(summary.funnel.map((s) => [s.step, s.count]));
    expect(funnel.accepted).toBeGreaterThanOrEqual(1);
    expect(funnel.home).toBeGreaterThanOrEqual(funnel.problem ?? 0);
    expect(funnel.problem).toBeGreaterThanOrEqual(funnel.submit ?? 0);
    expect(funnel.submit).toBeGreaterThanOrEqual(funnel.accepted ?? 0);
    expect(summary.routes.some((r) => r.route === '/problems/:slug' && r.views >= 1)).toBe(true);
    expect(summary.days.at(-1)?.activeUsers).toBeGreaterThanOrEqual(1);
    expect(summary.days.at(-1)?.uniqueVisitors).toBeGreaterThanOrEqual(3);
  });

  it('rotates the salt daily and deletes salts 48 hours after they were made', async () => {
    const salts = createSaltRepository(t.database.db);
    let clock = new Date('2030-01-01T10:00:00Z');
    const ids = createVisitorIds(salts, () => clock);
    const day1 = await ids.visitorId('203.0.113.9', 'UA');
    expect(await ids.visitorId('203.0.113.9', 'UA')).toBe(day1);
    clock = new Date('2030-01-02T10:00:00Z');
    const day2 = await ids.visitorId('203.0.113.9', 'UA');
    expect(day2).not.toBe(day1);
    expect(await salts.listDays()).toEqual(expect.arrayContaining(['2030-01-01', '2030-01-02']));
    clock = new Date(new Date('2030-01-01T10:00:00Z').getTime() + SALT_LIFETIME_MS + 1);
    expect(await ids.purgeExpiredSalts()).toBeGreaterThanOrEqual(1);
    const left = await salts.listDays();
    expect(left).not.toContain('2030-01-01');
    expect(left).toContain('2030-01-02');
  });
});
