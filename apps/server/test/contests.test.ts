import {
  ContestSourcesResponseSchema,
  FetchContestsResponseSchema,
  ListContestsResponseSchema,
  MAX_PAST_CONTESTS,
  MAX_UPCOMING_CONTESTS,
} from '@codingkaro/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { UpstreamError } from '../src/lib/upstream';
import { createContestRepository } from '../src/modules/contests/contest-repository';
import type { FetchedContest } from '../src/modules/contests/fetched-contest';
import { createContestService } from '../src/modules/contests/service';
import { contestRefreshRuns, contests as contestsTable } from '../src/modules/contests/tables';
import { buildTestApp, type TestApp } from './build-app';
import { databaseKinds } from './databases';
import { fixture, html, json, type ReplayRoute, type ReplayServer, startReplayServer } from './replay-server';

const HOUR = 3600;
/** Fixed for the file, so refetching the same answer changes nothing. */
const BASE_SECONDS = Math.floor(Date.now() / 1000);

/** A real-shaped contest.list answer around the current time: 20 upcoming, one running, 25 finished. */
function codeforcesAroundNow(shiftFirstBySeconds = 0) {
  const base = BASE_SECONDS;
  const upcoming = Array.from({ length: 20 }, (_, i) => ({
    id: 3000 + i,
    name: `Codeforces Round ${1100 + i} (Div. ${(i % 4) + 1})`,
    type: 'CF',
    phase: 'BEFORE',
    frozen: false,
    durationSeconds: 7200,
    startTimeSeconds: base + (i + 1) * 24 * HOUR + (i === 0 ? shiftFirstBySeconds : 0),
    relativeTimeSeconds: -(i + 1) * 24 * HOUR,
  }));
  const running = {
    id: 2999,
    name: 'Codeforces Round 1099 (Div. 2)',
    type: 'CF',
    phase: 'CODING',
    frozen: false,
    durationSeconds: 7200,
    startTimeSeconds: base - HOUR,
    relativeTimeSeconds: HOUR,
  };
  const finished = Array.from({ length: 25 }, (_, i) => ({
    id: 2900 + i,
    name: `Codeforces Round ${1000 + i} (Div. 2)`,
    type: 'CF',
    phase: 'FINISHED',
    frozen: false,
    durationSeconds: 7200,
    startTimeSeconds: base - (i + 2) * 24 * HOUR,
    relativeTimeSeconds: (i + 2) * 24 * HOUR,
  }));
  return { status: 'OK', result: [...upcoming, running, ...finished, ...extraCodeforcesRows] };
}

/** Rows appended to the Codeforces answer (unusable data from upstream). */
let extraCodeforcesRows: object[] = [];
let shiftFirst = 0;
let failing = new Set<string>();
const platformsRoute: ReplayRoute = ({ path, query }) => {
  const platform = path.startsWith('/api/contest.list')
    ? 'codeforces'
    : path === '/graphql'
      ? 'leetcode'
      : path.startsWith('/api/list/contests')
        ? 'codechef'
        : path.startsWith('/contests')
          ? 'atcoder'
          : path.startsWith('/contest/')
            ? 'codeforces-page'
            : null;
  if (platform && failing.has(platform)) {
    return { status: 403, contentType: 'text/html', body: fixture('contests/cloudflare-challenge.html') };
  }
  if (platform === 'codeforces') return json(codeforcesAroundNow(shiftFirst));
  if (platform === 'leetcode') return { contentType: 'application/json', body: fixture('contests/leetcode/all-contests.json') };
  if (platform === 'codechef') return { contentType: 'application/json', body: fixture('contests/codechef/contests-all.json') };
  if (platform === 'atcoder') {
    return html(fixture(`contests/atcoder/contests-${query.get('lang') === 'ja' ? 'ja' : 'en'}.html`));
  }
  if (path === '/contest/2900') return html(fixture('contests/codeforces/contest-page-2166.html'));
  if (platform === 'codeforces-page') return html(fixture('contests/codeforces/contest-page-2164-no-editorial.html'));
  return undefined;
};

let upstream: ReplayServer;
beforeAll(async () => {
  upstream = await startReplayServer(platformsRoute);
});
afterAll(() => upstream.close());

const envFor = (url: string) => ({
  LEETCODE_BASE_URL: url,
  CODEFORCES_BASE_URL: url,
  CODECHEF_BASE_URL: url,
  ATCODER_BASE_URL: url,
  CONTESTS_MANUAL_REFRESH_MIN_SECONDS: '0',
  CONTESTS_FETCH_RATE_LIMIT_PER_MINUTE: '1000',
});

describe('contest configuration', () => {
  it('defaults to the real sites and a 3 hour schedule (off under test), and checks URLs', () => {
    const config = loadConfig({}).contests;
    expect(config.baseUrls).toEqual({
      leetcode: 'https://leetcode.com',
      codeforces: 'https://codeforces.com',
      codechef: 'https://www.codechef.com',
      atcoder: 'https://atcoder.jp',
    });
    expect(config.refreshIntervalMs).toBe(3 * 60 * 60 * 1000);
    expect(loadConfig({ NODE_ENV: 'test' }).contests.refreshIntervalMs).toBe(0);
    expect(loadConfig({ CODEFORCES_BASE_URL: 'http://127.0.0.1:9/cf/' }).contests.baseUrls.codeforces).toBe(
      'http://127.0.0.1:9/cf',
    );
    expect(() => loadConfig({ ATCODER_BASE_URL: 'atcoder' })).toThrow(/ATCODER_BASE_URL/);
  });
});

describe.each(databaseKinds)('contest tracker on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    failing = new Set();
    t = await buildTestApp(kind, envFor(upstream.url));
  });
  afterAll(() => t?.close());

  const list = async (query = '') => {
    const response = await t.app.inject({ url: `/api/codingkaro/contests${query}` });
    expect(response.statusCode).toBe(200);
    return ListContestsResponseSchema.parse(response.json());
  };
  const sources = async () =>
    ContestSourcesResponseSchema.parse((await t.app.inject({ url: '/api/codingkaro/contests/sources' })).json()).sources;
  const fetchNow = async () => {
    const response = await t.app.inject({ url: '/api/codingkaro/contests/fetch' });
    expect(response.statusCode).toBe(200);
    return FetchContestsResponseSchema.parse(response.json());
  };

  it('a fresh install shows no contests and says no platform was reached yet', async () => {
    expect(await list()).toEqual([]);
    const fresh = await sources();
    expect(fresh.map((s) => s.platform)).toEqual(['leetcode', 'codeforces', 'codechef', 'atcoder']);
    for (const source of fresh) expect(source).toMatchObject({ lastSuccessAt: null, lastAttemptAt: null, contestCount: 0 });
  });

  it('a platform that cannot be reached says why, and invents nothing', async () => {
    failing = new Set(['leetcode', 'codeforces', 'codechef', 'atcoder']);
    const result = await fetchNow();
    expect(result.refreshed).toBe(true);
    for (const source of result.sources) {
      expect(source).toMatchObject({ lastSuccessAt: null, lastError: 'answered HTTP 403', contestCount: 0 });
      expect(source.failingSince).not.toBeNull();
    }
    expect(await list()).toEqual([]);
  });

  it('fetches every platform and answers the spec list: 15 upcoming ascending, then 20 past descending', async () => {
    failing = new Set();
    await fetchNow();
    const all = await list();
    const upcoming = all.filter((c) => new Date(c.start_time).getTime() > Date.now());
    const started = all.slice(upcoming.length);
    expect(upcoming).toHaveLength(MAX_UPCOMING_CONTESTS);
    expect(started).toHaveLength(MAX_PAST_CONTESTS);
    const starts = (items: typeof all) => items.map((c) => Date.parse(c.start_time));
    expect(starts(upcoming)).toEqual([...starts(upcoming)].sort((a, b) => a - b));
    expect(starts(started)).toEqual([...starts(started)].sort((a, b) => b - a));
    // The running round leads the started list and is not marked past; finished ones are.
    expect(started[0]).toMatchObject({ title: 'Codeforces Round 1099 (Div. 2)', past: false });
    expect(started.slice(1).every((c) => c.past)).toBe(true);
    expect(upcoming[0]).toMatchObject({
      platform: 'codeforces',
      url: 'https://codeforces.com/contest/3000',
      duration: 7200,
      past: false,
      series: 'cf-div1',
    });

    for (const source of await sources()) {
      expect(source.lastSuccessAt).not.toBeNull();
      expect(source).toMatchObject({ failingSince: null, lastError: null });
      expect(source.contestCount).toBeGreaterThan(0);
    }
  });

  it('filters by platform, status, search text and series', async () => {
    const atcoder = await list('?platform=atcoder&status=past');
    expect(atcoder.map((c) => c.title)).toContain('京都大学プログラミングコンテスト2025');
    expect(atcoder.every((c) => c.platform === 'atcoder')).toBe(true);

    const two = await list('?platform=leetcode,codechef');
    expect(new Set(two.map((c) => c.platform))).toEqual(new Set(['leetcode', 'codechef']));

    const upcoming = await list('?status=upcoming');
    expect(upcoming.every((c) => !c.past && Date.parse(c.start_time) > Date.now())).toBe(true);

    const search = await list('?q=div.%202&status=upcoming');
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((c) => c.title.includes('Div. 2'))).toBe(true);
    // LIKE wildcards in the search are literal text.
    expect(await list('?q=%25')).toEqual([]);

    const starters = await list('?series=cc-starters');
    expect(starters.map((c) => c.title).sort()).toEqual(['Starters 213', 'Starters 214', 'Starters 215']);

    const bad = await t.app.inject({ url: '/api/codingkaro/contests?platform=topcoder' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/unknown platform/);
  });

  it('a failing platform keeps its contests and reports since when it fails', async () => {
    const before = (await list('?platform=codechef')).map((c) => c._id).sort();
    failing = new Set(['codechef']);
    await fetchNow();
    expect((await list('?platform=codechef')).map((c) => c._id).sort()).toEqual(before);
    const codechef = (await sources()).find((s) => s.platform === 'codechef');
    expect(codechef?.lastError).toBe('answered HTTP 403');
    expect(codechef?.lastSuccessAt).not.toBeNull();
    expect(Date.parse(codechef?.failingSince ?? '')).toBeGreaterThan(Date.parse(codechef?.lastSuccessAt ?? ''));
    failing = new Set();
  });

  it('serves an iCalendar feed per filter that parses, and bumps SEQUENCE when a start moves', async () => {
    const feedOf = async (query: string) => {
      const response = await t.app.inject({ url: `/api/contests.ics${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.body).toMatch(/\r\n/);
      return new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    };
    const events = await feedOf('?platforms=codeforces&q=Div.%202');
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.summary.includes('Div. 2') && e.summary.endsWith('(Codeforces)'))).toBe(true);
    const first = events.find((e) => e.uid === 'codeforces-3001@contests.codingkaro');
    expect(first).toBeDefined();
    expect(first?.startDate.zone?.tzid).toBe('UTC');
    expect(first?.endDate.toJSDate().getTime()).toBe((first?.startDate.toJSDate().getTime() ?? 0) + 7200_000);
    expect(first?.component.getFirstPropertyValue('url')).toBe('https://codeforces.com/contest/3001');
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    const sequenceOf = async () =>
      (await feedOf('?platforms=codeforces')).find((e) => e.uid === 'codeforces-3000@contests.codingkaro')?.sequence;
    expect(await sequenceOf()).toBe(0);
    shiftFirst = 1800;
    await fetchNow();
    shiftFirst = 0;
    expect(await sequenceOf()).toBe(1);
  });

  it('serves one contest as an .ics file, and 404 for an unknown one', async () => {
    const [contest] = await list('?platform=atcoder&status=past');
    const response = await t.app.inject({ url: `/api/contests/${contest?._id}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="atcoder-[\w-]+\.ics"/);
    const events = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/contests/00000000-0000-0000-0000-000000000000.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/contests/../../etc.ics' })).statusCode).toBe(404);
  });

  it('refresh-solutions stores editorial links found on finished Codeforces contest pages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/codingkaro/contests/refresh-solutions' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, updated: 1 });
    const withEditorial = (await list('?platform=codeforces&status=past')).filter((c) => c.solution_link);
    expect(withEditorial.map((c) => [c.url, c.solution_link])).toEqual([
      ['https://codeforces.com/contest/2900', 'https://codeforces.com/blog/entry/148630'],
    ]);
  }, 30_000);

  it('two concurrent refreshes on two instances run once and store no duplicates', async () => {
    const calls = { count: 0 };
    const contest: FetchedContest = {
      externalId: 'dup-1',
      title: 'Concurrency Cup',
      startTime: new Date(Date.now() + 5 * 24 * HOUR * 1000),
      durationSeconds: 3600,
      url: 'https://atcoder.jp/contests/dup-1',
      finished: false,
    };
    const slowFetch = async () => {
      calls.count++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return [contest];
    };
    const instance = () =>
      createContestService({
        repo: createContestRepository(t.database.db),
        fetchers: { leetcode: slowFetch, codeforces: slowFetch, codechef: slowFetch, atcoder: slowFetch },
        findCodeforcesEditorial: async () => null,
        log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
        scheduledMinGapMs: 60 * 60 * 1000,
        manualMinGapMs: 0,
      });
    // Forget earlier runs so only the race decides.
    await t.database.db.delete(contestRefreshRuns);
    const [a, b] = [instance(), instance()];
    const ran = await Promise.all([a.refresh('scheduled'), b.refresh('scheduled'), a.refresh('scheduled')]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(calls.count).toBe(4); // one call per platform, once
    const rows = await t.database.db.select().from(contestsTable);
    const keys = rows.map((r) => `${r.platform}:${r.externalId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => k.endsWith(':dup-1'))).toHaveLength(4);
  });

  it('a fetcher bug is recorded as a failure of that platform only', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const service = createContestService({
      repo: createContestRepository(t.database.db),
      fetchers: {
        leetcode: async () => {
          throw new TypeError('cannot read properties of undefined');
        },
        codeforces: async () => {
          throw new UpstreamError('timeout', 'timed out after 10 s');
        },
        codechef: async () => [],
        atcoder: async () => [],
      },
      findCodeforcesEditorial: async () => null,
      log,
      scheduledMinGapMs: 0,
      manualMinGapMs: 0,
    });
    expect(await service.refresh('manual')).toBe(true);
    const byPlatform = Object.fromEntries((await service.sources()).map((s) => [s.platform, s]));
    expect(byPlatform.leetcode?.lastError).toBe('failed unexpectedly');
    expect(byPlatform.codeforces?.lastError).toBe('timed out after 10 s');
    expect(byPlatform.codechef?.lastError).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('one unusable upstream row is cleaned or dropped; the platform still refreshes and shows as degraded', async () => {
    const row = { type: 'CF', phase: 'BEFORE', frozen: false, durationSeconds: 7200 };
    extraCodeforcesRows = [
      { ...row, id: 4000, name: 'Round\u0000 with a NUL', startTimeSeconds: BASE_SECONDS + 30 * 24 * HOUR },
      { ...row, id: 4001, name: 'Round in the year 31 million', startTimeSeconds: 1e15 },
      { ...row, id: 4002, name: 'Fresh Round 4002', startTimeSeconds: BASE_SECONDS + 31 * 24 * HOUR },
    ];
    try {
      expect((await fetchNow()).refreshed).toBe(true);
      const codeforces = (await sources()).find((s) => s.platform === 'codeforces');
      expect(codeforces).toMatchObject({
        failingSince: null,
        degraded: true,
        lastError: '1 contest was skipped: the platform sent unusable data',
      });
      expect((await list('?platform=codeforces&q=with%20a%20NUL')).map((c) => c.title)).toEqual(['Round with a NUL']);
      expect(await list('?platform=codeforces&q=31%20million')).toEqual([]);
      // the good rows of the same answer were stored
      expect((await list('?platform=codeforces&q=Fresh%20Round')).map((c) => c.title)).toEqual(['Fresh Round 4002']);
    } finally {
      extraCodeforcesRows = [];
      await fetchNow();
    }
    const healed = (await sources()).find((s) => s.platform === 'codeforces');
    expect(healed).toMatchObject({ degraded: false, lastError: null });
  });
});
