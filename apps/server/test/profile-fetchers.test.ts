import type { PlatformId } from '@codingkaro/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HostPacer, UpstreamError } from '../src/lib/upstream';
import { profileConfigFrom } from '../src/modules/profile/config';
import { type FetchContext, platformFetchers } from '../src/modules/profile/fetchers';
import { KNOWN_USERS, profileReplayRoute, type ReplayMode, replayEnv } from './profile-replay';
import { type ReplayServer, startReplayServer } from './replay-server';

let server: ReplayServer;
const modes: Partial<Record<PlatformId, ReplayMode>> = {};
let ctx: FetchContext;

beforeAll(async () => {
  server = await startReplayServer(profileReplayRoute(modes));
  const env = replayEnv(server.url);
  ctx = {
    urls: profileConfigFrom({ ...env, PROFILE_FETCH_TIMEOUT_MS: 1000, PROFILE_REFRESH_PER_MINUTE: 3 } as never).urls,
    timeoutMs: 1000,
    retries: 0,
    backoffMs: 10,
    githubToken: null,
    now: () => new Date('2026-01-05T12:00:00Z'),
    codeforcesPacer: new HostPacer(0),
  };
});
afterAll(() => server.close());
beforeEach(() => {
  for (const key of Object.keys(modes)) delete modes[key as PlatformId];
  server.requests.length = 0;
});

const fetchKnown = async (platform: PlatformId) => {
  const outcome = await platformFetchers[platform](KNOWN_USERS[platform], ctx);
  if (!outcome.found) throw new Error(`${platform}: the known user was not found`);
  return outcome.stats;
};

async function failure(platform: PlatformId): Promise<UpstreamError> {
  try {
    await platformFetchers[platform](KNOWN_USERS[platform], ctx);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('expected an UpstreamError');
}

describe('leetcode', () => {
  it('reads solved counts, contest rating and history, badges, topics and two calendar years in one request', async () => {
    const stats = await fetchKnown('leetcode');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.referer).toBe('https://leetcode.com');
    expect(JSON.parse(server.requests[0]?.body ?? '{}').variables).toEqual({
      username: 'asha_codes',
      thisYear: 2026,
      lastYear: 2025,
    });
    expect(stats.problemsSolved).toBe(189);
    expect(stats.difficulty).toEqual([
      { name: 'Easy', count: 111 },
      { name: 'Medium', count: 70 },
      { name: 'Hard', count: 8 },
    ]);
    expect(stats.submissions).toEqual({ total: 402, accepted: 240 });
    expect(stats.rating).toBe(1672);
    expect(stats.globalRank).toBe(98765);
    expect(stats.contestsAttended).toBe(12);
    // Rows the user did not attend are left out of the history.
    expect(stats.ratingHistory.map((row) => row.contest)).toEqual(['Weekly Contest 381', 'Biweekly Contest 123']);
    expect(stats.maxRating).toBe(1672);
    expect(stats.badges[0]).toMatchObject({
      name: 'Feb LeetCoding Challenge',
      icon: 'https://leetcode.com/static/images/badges/dcc-2025-2.png',
      date: '2025-02-28',
    });
    expect(stats.topics.slice(0, 3)).toEqual([
      { name: 'Array', count: 120 },
      { name: 'String', count: 60 },
      { name: 'Hash Table', count: 55 },
    ]);
    expect(stats.topics.find((t) => t.name === 'Union Find')).toBeUndefined();
    expect(stats.calendar).toEqual({
      days: { '2025-01-01': 3, '2025-01-02': 1, '2025-06-15': 2, '2026-01-01': 4, '2026-01-02': 2, '2026-01-03': 1 },
      bucket: 'utc',
      years: [2026, 2025],
    });
  });

  it('an unknown user is "not found", not a failure', async () => {
    expect(await platformFetchers.leetcode('nobody-here', ctx)).toEqual({ found: false });
  });

  it('a Cloudflare HTML page (403) is an http failure', async () => {
    modes.leetcode = 'html-error';
    expect(await failure('leetcode')).toMatchObject({ kind: 'http', status: 403 });
  });

  it('a changed shape is a malformed failure', async () => {
    modes.leetcode = 'changed';
    expect((await failure('leetcode')).kind).toBe('malformed');
  });

  it('a platform that never answers times out', async () => {
    modes.leetcode = 'timeout';
    expect((await failure('leetcode')).kind).toBe('timeout');
  });
});

describe('codeforces', () => {
  it('reads info, rating history and submissions; solved = distinct contestId+index with verdict OK', async () => {
    const stats = await fetchKnown('codeforces');
    expect(server.requests.map((r) => r.path)).toEqual([
      '/codeforces/api/user.info',
      '/codeforces/api/user.rating',
      '/codeforces/api/user.status',
    ]);
    expect(stats).toMatchObject({
      rating: 1543,
      maxRating: 1611,
      rankTitle: 'specialist',
      contestsAttended: 3,
      problemsSolved: 3,
    });
    expect(stats.submissions).toEqual({ total: 5, accepted: 4 });
    expect(stats.difficulty).toEqual([
      { name: '800-1199', count: 1 },
      { name: '1200-1599', count: 1 },
      { name: '1600-1999', count: 1 },
    ]);
    expect(stats.topics[0]).toEqual({ name: 'greedy', count: 2 });
    // Days are cut at UTC midnight: 1735689500 is 2024-12-31T23:58:20Z.
    expect(stats.calendar?.days).toEqual({ '2024-12-31': 1, '2025-01-01': 1, '2026-01-01': 2, '2026-01-02': 1 });
    expect(stats.ratingHistory[1]).toEqual({
      contest: 'Codeforces Round 937 (Div. 4)',
      date: new Date(1711900000 * 1000).toISOString(),
      rating: 1611,
      rank: 812,
    });
  });

  it('spaces its calls with the shared pacer', async () => {
    const paced = { ...ctx, codeforcesPacer: new HostPacer(150) };
    const started = Date.now();
    await platformFetchers.codeforces(KNOWN_USERS.codeforces, paced);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('FAILED "not found" is not found; "Call limit exceeded" is rate-limited', async () => {
    expect(await platformFetchers.codeforces('nosuchhandle', ctx)).toEqual({ found: false });
    modes.codeforces = 'rate-limited';
    expect((await failure('codeforces')).kind).toBe('rate-limited');
  });

  it('HTML challenge page, changed shape and timeout fail cleanly', async () => {
    modes.codeforces = 'html-error';
    expect((await failure('codeforces')).status).toBe(403);
    modes.codeforces = 'changed';
    expect((await failure('codeforces')).kind).toBe('malformed');
    modes.codeforces = 'timeout';
    expect((await failure('codeforces')).kind).toBe('timeout');
  });
});

describe('github', () => {
  it('reads repos, stars (forks left out), followers, languages and the public contribution calendar', async () => {
    const stats = await fetchKnown('github');
    expect(stats.github).toMatchObject({ publicRepos: 4, totalStars: 100, followers: 120, following: 7, contributions: 15 });
    expect(stats.github?.repositories.map((r) => r.name)).toEqual(['dsa-notes', 'portfolio', 'scripts']);
    expect(stats.languages).toEqual([
      { name: 'C++', count: 1 },
      { name: 'Python', count: 1 },
      { name: 'TypeScript', count: 1 },
    ]);
    expect(stats.calendar).toEqual({
      days: { '2025-12-29': 2, '2026-01-01': 12, '2026-01-02': 1 },
      bucket: 'utc',
      years: [2026, 2025],
    });
    expect(server.requests.find((r) => r.path.endsWith('/asharao'))?.headers['user-agent']).toBe('CodingKaro-profile');
  });

  it('404 is not found; a 403 rate-limit answer is a failure', async () => {
    expect(await platformFetchers.github('no-such-user', ctx)).toEqual({ found: false });
    modes.github = 'rate-limited';
    expect(await failure('github')).toMatchObject({ kind: 'http', status: 403 });
  });

  it('a contributions page in another markup is malformed; a hang times out', async () => {
    modes.github = 'changed';
    expect((await failure('github')).kind).toBe('malformed');
    modes.github = 'timeout';
    expect((await failure('github')).kind).toBe('timeout');
  });
});

describe('geeksforgeeks', () => {
  it('reads the profile, solved problems by difficulty and two calendar years', async () => {
    const stats = await fetchKnown('geeksforgeeks');
    expect(stats).toMatchObject({ problemsSolved: 231, score: 612, organization: 'IIT Madras', streak: { current: 4, max: 37 } });
    expect(stats.difficulty).toEqual([
      { name: 'Basic', count: 2 },
      { name: 'Easy', count: 4 },
      { name: 'Medium', count: 2 },
      { name: 'Hard', count: 1 },
    ]);
    expect(stats.calendar).toEqual({
      days: { '2025-03-01': 5, '2025-03-02': 3, '2026-01-02': 2 },
      bucket: 'platform',
      years: [2026, 2025],
    });
  });

  it('unknown handle (400) is not found; 429 HTML, changed shape and timeout fail', async () => {
    expect(await platformFetchers.geeksforgeeks('nobody', ctx)).toEqual({ found: false });
    modes.geeksforgeeks = 'html-error';
    expect((await failure('geeksforgeeks')).kind).toBe('rate-limited');
    modes.geeksforgeeks = 'changed';
    expect((await failure('geeksforgeeks')).kind).toBe('malformed');
    modes.geeksforgeeks = 'timeout';
    expect((await failure('geeksforgeeks')).kind).toBe('timeout');
  });
});

describe('codechef', () => {
  it('parses rating, stars, highest rating, rank, solved count, rating history and daily submissions from the page', async () => {
    const stats = await fetchKnown('codechef');
    expect(stats).toMatchObject({
      displayName: 'Asha Rao',
      country: 'India',
      rating: 1688,
      maxRating: 1702,
      rankTitle: '3★',
      globalRank: 10234,
      problemsSolved: 148,
      contestsAttended: 2,
    });
    expect(stats.ratingHistory[1]).toEqual({
      contest: 'Starters 134',
      date: '2024-05-15T16:30:00.000Z',
      rating: 1688,
      rank: 612,
    });
    expect(stats.calendar).toEqual({
      days: { '2025-09-03': 3, '2026-01-02': 1, '2026-01-12': 2 },
      bucket: 'platform',
      years: [2026, 2025],
    });
  });

  it('an unknown handle (redirected home) is not found; a bot check, a new layout and a hang fail', async () => {
    expect(await platformFetchers.codechef('nobody', ctx)).toEqual({ found: false });
    modes.codechef = 'html-error';
    expect((await failure('codechef')).status).toBe(403);
    modes.codechef = 'timeout';
    expect((await failure('codechef')).kind).toBe('timeout');
    // A page with none of the parts is read as "no such user" rather than inventing figures.
    modes.codechef = 'changed';
    expect(await platformFetchers.codechef(KNOWN_USERS.codechef, ctx)).toEqual({ found: false });
  });
});

describe('hackerrank', () => {
  it('sums solved over badges and reads the string-valued calendar, with a browser user agent', async () => {
    const stats = await fetchKnown('hackerrank');
    expect(stats).toMatchObject({ problemsSolved: 80, score: 1426, country: 'India' });
    expect(stats.badges.map((b) => [b.name, b.description])).toEqual([
      ['Problem Solving', '4 stars'],
      ['C++', '3 stars'],
    ]);
    expect(stats.calendar?.days).toEqual({ '2025-10-11': 3, '2025-10-12': 1, '2026-01-02': 4 });
    expect(stats.submissions).toEqual({ total: 8, accepted: null });
    expect(server.requests[0]?.headers['user-agent']).toMatch(/Mozilla/);
  });

  it('404 and a null model are not found; 403 HTML and a hang fail', async () => {
    expect(await platformFetchers.hackerrank('nobody', ctx)).toEqual({ found: false });
    modes.hackerrank = 'changed';
    expect(await platformFetchers.hackerrank(KNOWN_USERS.hackerrank, ctx)).toEqual({ found: false });
    modes.hackerrank = 'html-error';
    expect((await failure('hackerrank')).status).toBe(403);
    modes.hackerrank = 'timeout';
    expect((await failure('hackerrank')).kind).toBe('timeout');
  });
});
