import type { TrackEvent } from '@codingkaro/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../testing/fake-api';
import { backoffMs, createAnalyticsClient } from './analytics-client';
import { type AnalyticsTransport, httpTransport } from './api/analytics-api';
import { OFFLINE_QUEUE_KEY, offlineQueue } from './offline-queue';
import { depthsReached, NOT_FOUND_ROUTE, routeOf, routePattern } from './page-tracker';

let counter = 0;
const record = (extra: Partial<TrackEvent> = {}): TrackEvent => ({
  id: `record-${String(++counter).padStart(12, '0')}`,
  type: 'pageview',
  path: '/',
  timestamp: new Date().toISOString(),
  ...extra,
});

/** A server stand-in that stores records by id (a replay stores nothing) and can be switched off. */
function fakeServer() {
  const stored = new Map<string, TrackEvent>();
  let up = true;
  const transport = {
    track: vi.fn(async (r: TrackEvent) => {
      if (!up) throw new TypeError('Failed to fetch');
      stored.set(r.id, r);
    }),
    trackBatch: vi.fn(async (rs: TrackEvent[]) => {
      if (!up) throw new TypeError('Failed to fetch');
      for (const r of rs) stored.set(r.id, r);
    }),
  } satisfies AnalyticsTransport;
  return {
    transport,
    stored,
    setUp(value: boolean) {
      up = value;
    },
  };
}

describe('analytics client with the offline queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('backs off 1 s, 2 s, 4 s, 8 s and caps at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('queues a failed record, retries 3 times after 1 s, 2 s and 4 s, then only warns', async () => {
    const server = fakeServer();
    server.setUp(false);
    const client = createAnalyticsClient(server.transport);
    const r = record();
    const done = client.track(r);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.transport.track).toHaveBeenCalledTimes(1);
    expect(offlineQueue.read().map((q) => q.id)).toEqual([r.id]);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.transport.track).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.transport.track).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.transport.track).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    await done;
    expect(server.transport.track).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.transport.track).toHaveBeenCalledTimes(4);
    expect(offlineQueue.read()).toHaveLength(1); // one entry, not one per attempt
    expect(console.warn).toHaveBeenCalledWith('Analytics: record kept offline after retries', expect.any(TypeError));
  });

  it('recovers: a retry that succeeds sends the record and flushes the queue by batch', async () => {
    const server = fakeServer();
    const client = createAnalyticsClient(server.transport);
    const earlier = [record(), record()];
    for (const r of earlier) offlineQueue.add(r);
    server.setUp(false);
    const r = record();
    const done = client.track(r);
    await vi.advanceTimersByTimeAsync(0);
    server.setUp(true);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(server.transport.track).toHaveBeenCalledTimes(2);
    expect(server.transport.trackBatch).toHaveBeenCalledTimes(1);
    expect([...server.stored.keys()].sort()).toEqual([...earlier, r].map((x) => x.id).sort());
    expect(localStorage.getItem(OFFLINE_QUEUE_KEY)).toBeNull();
  });

  it('keeps at most 100 records, dropping the oldest', () => {
    const records = Array.from({ length: 105 }, () => record());
    for (const r of records) offlineQueue.add(r);
    const queue = offlineQueue.read();
    expect(queue).toHaveLength(100);
    expect(queue[0]?.id).toBe(records[5]?.id);
    expect(queue.at(-1)?.id).toBe(records[104]?.id);
  });

  it('flushes when the browser comes back online and on visibilitychange', async () => {
    const server = fakeServer();
    const client = createAnalyticsClient(server.transport);
    const stop = client.listen(window);
    offlineQueue.add(record());
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.transport.trackBatch).toHaveBeenCalledTimes(1);
    expect(offlineQueue.read()).toEqual([]);
    offlineQueue.add(record());
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.transport.trackBatch).toHaveBeenCalledTimes(2);
    expect(offlineQueue.read()).toEqual([]);
    stop();
    offlineQueue.add(record());
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.transport.trackBatch).toHaveBeenCalledTimes(2);
  });

  it('replays a batch whose answer was lost with the same ids, so the server stores it once', async () => {
    const server = fakeServer();
    const client = createAnalyticsClient(server.transport);
    const queued = [record(), record()];
    for (const r of queued) offlineQueue.add(r);
    // The server stores the batch but the answer never arrives.
    server.transport.trackBatch.mockImplementationOnce(async (rs: TrackEvent[]) => {
      for (const r of rs) server.stored.set(r.id, r);
      throw new TypeError('connection reset');
    });
    await client.flush();
    expect(offlineQueue.read()).toHaveLength(2);
    await client.flush();
    const sentIds = server.transport.trackBatch.mock.calls.map(([rs]) => rs.map((r) => r.id));
    expect(sentIds[0]).toEqual(sentIds[1]);
    expect(server.stored.size).toBe(2);
    expect(offlineQueue.read()).toEqual([]);
  });

  it('discards an unparseable stored queue', () => {
    localStorage.setItem(OFFLINE_QUEUE_KEY, '[{"id":1}');
    expect(offlineQueue.read()).toEqual([]);
    expect(localStorage.getItem(OFFLINE_QUEUE_KEY)).toBeNull();
  });
});

describe('page tracking helpers', () => {
  it('counts every unknown path under the one not-found route, not as routes of their own', () => {
    expect(routeOf('/no/such/page', { pattern: '*', params: {} })).toBe(NOT_FOUND_ROUTE);
    expect(routeOf('/wp-admin', { pattern: '*', params: {} })).toBe(NOT_FOUND_ROUTE);
    expect(routeOf('/problems/two-sum', { pattern: '/problems/:slug', params: { slug: 'two-sum' } })).toBe('/problems/:slug');
  });

  it('names the route pattern from the matched params', () => {
    expect(routePattern('/problems/two-sum', { slug: 'two-sum' })).toBe('/problems/:slug');
    expect(routePattern('/courses/lovebabbar', { slug: 'lovebabbar' })).toBe('/courses/:slug');
    expect(routePattern('/', {})).toBe('/');
  });

  it('reports each scroll depth once', () => {
    expect(depthsReached(60, new Set())).toEqual([25, 50]);
    expect(depthsReached(100, new Set([25, 50]))).toEqual([75, 90, 100]);
    expect(depthsReached(10, new Set())).toEqual([]);
  });
});

describe('httpTransport', () => {
  it('posts records without the time zone header (no Intl cost on a first page view)', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(async () => json(200, { success: true, received: 0, stored: 0 }));
    await httpTransport.trackBatch([]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toContain('/api/analytics/track');
    expect(init.method).toBe('POST');
    expect(init.headers['x-time-zone']).toBeUndefined();
  });
});
