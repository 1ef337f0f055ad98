import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../src/lib/upstream';
import { fetchAtcoderContests, parseAtcoderDuration, parseAtcoderTime } from '../src/modules/contests/atcoder-fetcher';
import { fetchCodechefContests } from '../src/modules/contests/codechef-fetcher';
import { fetchCodeforcesEditorial, findCodeforcesEditorial } from '../src/modules/contests/codeforces-editorial-fetcher';
import { fetchCodeforcesContests } from '../src/modules/contests/codeforces-fetcher';
import type { FetchedContest, UpstreamTuning } from '../src/modules/contests/fetched-contest';
import { fetchLeetcodeContests } from '../src/modules/contests/leetcode-fetcher';
import { seriesOf } from '../src/modules/contests/series';
import { fixture, html, type ReplayAnswer, type ReplayRoute, type ReplayServer, startReplayServer } from './replay-server';

/** Which recording each platform answers with; tests switch these. */
type Scenario = 'normal' | 'empty' | 'html-error' | 'changed-shape' | 'malformed' | 'timeout' | 'partial';
let scenario: Scenario = 'normal';

const recorded = (path: string, contentType = 'application/json', status = 200): ReplayAnswer => ({
  status,
  contentType,
  body: fixture(`contests/${path}`),
});
const htmlError = () => recorded('cloudflare-challenge.html', 'text/html; charset=UTF-8', 403);
const malformed: ReplayAnswer = { contentType: 'application/json', body: '{"status":"OK","result":[{"id":2171,' };

/** The recorded platforms, answering per `scenario`. */
const platformsRoute: ReplayRoute = ({ path, query, method }) => {
  if (scenario === 'timeout') return { hang: true };
  if (scenario === 'html-error') return htmlError();
  if (path === '/api/contest.list') {
    if (scenario === 'malformed') return malformed;
    if (scenario === 'empty') return recorded('codeforces/contest-list-empty.json');
    if (scenario === 'changed-shape') return recorded('codeforces/contest-list-changed-shape.json');
    return recorded('codeforces/contest-list.json');
  }
  if (path === '/graphql' && method === 'POST') {
    if (scenario === 'malformed') return malformed;
    if (scenario === 'empty') return recorded('leetcode/all-contests-empty.json');
    if (scenario === 'changed-shape') return recorded('leetcode/changed-shape.json');
    return recorded('leetcode/all-contests.json');
  }
  if (path === '/api/list/contests/all') {
    if (scenario === 'malformed') return malformed;
    if (scenario === 'empty') return recorded('codechef/contests-all-empty.json');
    if (scenario === 'changed-shape') return recorded('codechef/contests-all-changed-shape.json');
    return recorded('codechef/contests-all.json');
  }
  if (path === '/contests/') {
    const lang = query.get('lang');
    if (scenario === 'partial' && lang === 'ja') return html('<h1>502 Bad Gateway</h1>', 502);
    if (scenario === 'empty') return recorded('atcoder/contests-empty.html', 'text/html');
    if (scenario === 'changed-shape' || scenario === 'malformed')
      return recorded('atcoder/contests-changed-shape.html', 'text/html');
    return recorded(`atcoder/contests-${lang === 'ja' ? 'ja' : 'en'}.html`, 'text/html');
  }
  if (path === '/contest/2166') return recorded('codeforces/contest-page-2166.html', 'text/html');
  if (path === '/contest/2164') return recorded('codeforces/contest-page-2164-no-editorial.html', 'text/html');
  return undefined;
};

let upstream: ReplayServer;
beforeAll(async () => {
  upstream = await startReplayServer(platformsRoute);
});
afterAll(() => upstream.close());

const fast: UpstreamTuning = { timeoutMs: 3000, retries: 0 };
const fetchers: Record<string, (base: string, tuning: UpstreamTuning) => Promise<FetchedContest[]>> = {
  leetcode: fetchLeetcodeContests,
  codeforces: fetchCodeforcesContests,
  codechef: fetchCodechefContests,
  atcoder: fetchAtcoderContests,
};

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
};
const byId = (contests: FetchedContest[]) => Object.fromEntries(contests.map((c) => [c.externalId, c]));

describe('LeetCode fetcher (GraphQL allContests)', () => {
  it('maps contests, starting from originStartTime when present, and skips unusable rows', async () => {
    scenario = 'normal';
    const contests = byId(await fetchLeetcodeContests(upstream.url, fast));
    expect(Object.keys(contests)).toHaveLength(5);
    expect(contests['weekly-contest-479']).toEqual({
      externalId: 'weekly-contest-479',
      title: 'Weekly Contest 479',
      startTime: new Date(1764988200 * 1000),
      durationSeconds: 5400,
      url: 'https://leetcode.com/contest/weekly-contest-479',
      finished: false,
    });
    // originStartTime wins over startTime; null originStartTime falls back to startTime.
    expect(contests['weekly-contest-476']?.startTime).toEqual(new Date(1763173800 * 1000));
    expect(contests['weekly-contest-477']?.startTime).toEqual(new Date(1763778600 * 1000));
  });

  it('sends the Referer LeetCode requires and a browser agent', async () => {
    scenario = 'normal';
    await fetchLeetcodeContests(upstream.url, fast);
    const request = upstream.requests.filter((r) => r.path === '/graphql').at(-1);
    expect(request?.headers.referer).toMatch(/^https:\/\/leetcode\.com/);
    expect(request?.headers['user-agent']).toMatch(/Mozilla\/5\.0/);
    expect(JSON.parse(request?.body ?? '{}').query).toContain('allContests');
  });

  it('reports a GraphQL error answer as a changed shape', async () => {
    scenario = 'changed-shape';
    const error = await failureOf(fetchLeetcodeContests(upstream.url, fast));
    expect(error.kind).toBe('malformed');
    expect(error.reason).toMatch(/GraphQL error: Cannot query field/);
  });
});

describe('Codeforces fetcher (contest.list)', () => {
  it('skips rows without startTimeSeconds and takes past from phase FINISHED', async () => {
    scenario = 'normal';
    const contests = byId(await fetchCodeforcesContests(upstream.url, fast));
    expect(Object.keys(contests).sort()).toEqual(['2164', '2166', '2169', '2170', '2171']);
    expect(contests['2171']).toEqual({
      externalId: '2171',
      title: 'Codeforces Round 1071 (Div. 2)',
      startTime: new Date(1765204500 * 1000),
      durationSeconds: 7200,
      url: 'https://codeforces.com/contest/2171',
      finished: false,
    });
    expect(contests['2166']?.finished).toBe(true);
    expect(contests['2169']?.finished).toBe(false); // CODING: running, not over
    expect(upstream.requests.at(-1)?.query.get('gym')).toBe('false');
  });

  it('turns a FAILED envelope ("Call limit exceeded", HTTP 400) into an upstream failure', async () => {
    scenario = 'normal';
    upstream.setRoute(() => recorded('codeforces/call-limit-exceeded.json', 'application/json', 400));
    try {
      const error = await failureOf(fetchCodeforcesContests(upstream.url, fast));
      expect(error.reason).toContain('Call limit exceeded');
    } finally {
      upstream.setRoute(platformsRoute);
    }
  });

  it('finds a finished contest editorial on its page, and null when there is none yet', async () => {
    expect(await fetchCodeforcesEditorial(upstream.url, '2166', fast)).toBe('https://codeforces.com/blog/entry/148630');
    expect(await fetchCodeforcesEditorial(upstream.url, '2164', fast)).toBeNull();
    expect(findCodeforcesEditorial('<a href="/blog/entry/1">Разбор задач</a>')).toBe('https://codeforces.com/blog/entry/1');
    expect(findCodeforcesEditorial('<a href="https://evil.example/blog/entry/1">Tutorial</a>')).toBeNull();
  });
});

describe('CodeChef fetcher (/api/list/contests/all)', () => {
  it('reads present, future and past lists with their +05:30 dates and minute durations', async () => {
    scenario = 'normal';
    const contests = byId(await fetchCodechefContests(upstream.url, fast));
    expect(Object.keys(contests).sort()).toEqual(['DEC25LTIME', 'START213', 'START214', 'START215']);
    expect(contests.START215).toEqual({
      externalId: 'START215',
      title: 'Starters 215',
      startTime: new Date('2025-12-03T14:30:00Z'),
      durationSeconds: 7200,
      url: 'https://www.codechef.com/START215',
      finished: false,
    });
    // No minutes given: the duration comes from the end date.
    expect(contests.DEC25LTIME?.durationSeconds).toBe(2 * 24 * 3600);
    expect(contests.START213?.finished).toBe(true);
    expect(upstream.requests.at(-1)?.headers['user-agent']).toMatch(/Mozilla\/5\.0/);
  });
});

describe('AtCoder fetcher (contests pages, parsed as HTML)', () => {
  it('merges the English and Japanese pages by contest id', async () => {
    scenario = 'normal';
    const contests = byId(await fetchAtcoderContests(upstream.url, fast));
    expect(Object.keys(contests).sort()).toEqual(['abc432', 'abc433', 'agc074', 'ahc058', 'arc211', 'kupc2025']);
    expect(contests.abc433).toEqual({
      externalId: 'abc433',
      title: 'AtCoder Beginner Contest 433',
      startTime: new Date('2025-11-29T12:00:00Z'),
      durationSeconds: 100 * 60,
      url: 'https://atcoder.jp/contests/abc433',
      finished: false,
    });
    // Only on the Japanese page:
    expect(contests.kupc2025?.title).toBe('京都大学プログラミングコンテスト2025');
    expect(contests.ahc058?.durationSeconds).toBe(240 * 3600);
    expect(contests.abc432?.finished).toBe(true);
    const langs = upstream.requests.filter((r) => r.path === '/contests/').map((r) => r.query.get('lang'));
    expect(langs).toEqual(expect.arrayContaining(['en', 'ja']));
  });

  it('keeps the English page when the Japanese one fails (partial answer)', async () => {
    scenario = 'partial';
    const contests = await fetchAtcoderContests(upstream.url, fast);
    expect(contests.map((c) => c.externalId).sort()).toEqual(['abc432', 'abc433', 'agc074', 'ahc058', 'arc211']);
  });

  it('parses its time and duration formats', () => {
    expect(parseAtcoderTime('2026-08-01 21:00:00+0900')).toEqual(new Date('2026-08-01T12:00:00Z'));
    expect(parseAtcoderTime('2026-08-01 21:00+09:00')).toEqual(new Date('2026-08-01T12:00:00Z'));
    expect(parseAtcoderTime('tomorrow')).toBeNull();
    expect(parseAtcoderDuration('01:40')).toBe(6000);
    expect(parseAtcoderDuration('-')).toBeNull();
  });
});

describe('every fetcher, every way the platform fails', () => {
  for (const [platform, fetchContests] of Object.entries(fetchers)) {
    describe(platform, () => {
      it('an empty answer is an empty list, not a failure', async () => {
        scenario = 'empty';
        expect(await fetchContests(upstream.url, fast)).toEqual([]);
      });

      it('an HTML error page is an upstream failure', async () => {
        scenario = 'html-error';
        const error = await failureOf(fetchContests(upstream.url, fast));
        expect([error.kind, error.reason]).toEqual(['http', 'answered HTTP 403']);
      });

      it('a changed shape is an upstream failure', async () => {
        scenario = 'changed-shape';
        expect((await failureOf(fetchContests(upstream.url, fast))).kind).toBe('malformed');
      });

      it('malformed JSON is an upstream failure', async () => {
        scenario = 'malformed';
        expect((await failureOf(fetchContests(upstream.url, fast))).kind).toBe('malformed');
      });

      it('a platform that never answers times out', async () => {
        scenario = 'timeout';
        const error = await failureOf(fetchContests(upstream.url, { timeoutMs: 200, retries: 0 }));
        expect(error.kind).toBe('timeout');
      });
    });
  }
});

describe('series', () => {
  it('recognises the filterable series from platform, title and id', () => {
    expect(seriesOf('codeforces', 'Codeforces Round 1071 (Div. 2)', '2171')).toBe('cf-div2');
    expect(seriesOf('codeforces', 'Educational Codeforces Round 185 (Rated for Div. 2)', '2170')).toBe('cf-educational');
    expect(seriesOf('leetcode', 'Biweekly Contest 171', 'biweekly-contest-171')).toBe('lc-biweekly');
    expect(seriesOf('leetcode', 'Weekly Contest 479', 'weekly-contest-479')).toBe('lc-weekly');
    expect(seriesOf('codechef', 'Starters 215', 'START215')).toBe('cc-starters');
    expect(seriesOf('atcoder', 'AtCoder Beginner Contest 433', 'abc433')).toBe('ac-abc');
    expect(seriesOf('atcoder', '京都大学プログラミングコンテスト2025', 'kupc2025')).toBeNull();
  });
});
