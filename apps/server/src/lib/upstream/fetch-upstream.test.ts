import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, json, type ReplayServer, startReplayServer } from '../../../test/replay-server';
import { fetchUpstream, fetchUpstreamJson } from './fetch-upstream';
import { HostPacer } from './host-pacer';
import { UpstreamError } from './upstream-error';

let upstream: ReplayServer;
let flakyCount = 0;
beforeAll(async () => {
  upstream = await startReplayServer(({ path }) => {
    if (path === '/ok') return json({ ok: true });
    if (path === '/html-error') return html('<html><body>Cloudflare: 1020 Access denied</body></html>');
    if (path === '/broken') return { body: '{"status": "OK", "result": [', contentType: 'application/json' };
    if (path === '/hang') return { hang: true };
    if (path === '/busy') return html('<h1>Too many requests</h1>', 429);
    if (path === '/down') return html('<h1>502</h1>', 502);
    if (path === '/flaky') return ++flakyCount < 3 ? html('oops', 503) : json({ ok: 'third time' });
    return undefined;
  });
});
afterAll(() => upstream.close());

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
};

describe('fetchUpstream', () => {
  it('returns parsed JSON', async () => {
    expect(await fetchUpstreamJson(`${upstream.url}/ok`)).toEqual({ ok: true });
  });

  it('reports an HTML page or broken JSON as malformed, not a crash', async () => {
    expect((await failure(fetchUpstreamJson(`${upstream.url}/html-error`))).message).toBe(
      'answered an HTML page instead of data',
    );
    expect((await failure(fetchUpstreamJson(`${upstream.url}/broken`))).kind).toBe('malformed');
  });

  it('times out each attempt and retries transient failures with backoff', async () => {
    const started = Date.now();
    const timeout = await failure(fetchUpstream(`${upstream.url}/hang`, { timeoutMs: 150, retries: 1, backoffMs: 50 }));
    expect(timeout.kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(340);
    const flaky = await fetchUpstreamJson(`${upstream.url}/flaky`, { retries: 2, backoffMs: 10 });
    expect(flaky).toEqual({ ok: 'third time' });
  });

  it('names rate limits, missing pages and server errors', async () => {
    expect((await failure(fetchUpstream(`${upstream.url}/busy`, { retries: 0 }))).kind).toBe('rate-limited');
    expect((await failure(fetchUpstream(`${upstream.url}/nothing-here`))).kind).toBe('not-found');
    const down = await failure(fetchUpstream(`${upstream.url}/down`, { retries: 0 }));
    expect([down.kind, down.status, down.message]).toEqual(['http', 502, 'answered HTTP 502']);
    expect((await failure(fetchUpstream('http://127.0.0.1:9/unreachable', { retries: 0 }))).kind).toBe('network');
  });

  it('paces calls sharing a pacer', async () => {
    const pacer = new HostPacer(120);
    const before = upstream.requests.length;
    const started = Date.now();
    await Promise.all([1, 2, 3].map(() => fetchUpstream(`${upstream.url}/ok`, { pacer })));
    expect(upstream.requests.length - before).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });
});
