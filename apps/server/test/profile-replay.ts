import type { PlatformId } from '@codingkaro/contracts';
import { fixture, html, json, type RecordedRequest, type ReplayAnswer, type ReplayRoute } from './replay-server';

/**
 * One local stand-in for all six platforms, each under its own path prefix (the base URLs point at
 * `${url}/<prefix>`). The known user of each platform gets the recorded answers; any other
 * username gets the platform's real "no such user" answer. A platform's mode makes it misbehave.
 */
export const REPLAY_PREFIXES = {
  leetcode: '/leetcode',
  codeforces: '/codeforces',
  githubApi: '/github-api',
  github: '/github',
  geeksforgeeks: '/gfg-auth',
  geeksforgeeksPractice: '/gfg-practice',
  codechef: '/codechef',
  hackerrank: '/hackerrank',
} as const;

export const KNOWN_USERS: Record<PlatformId, string> = {
  leetcode: 'asha_codes',
  codeforces: 'asha_cf',
  github: 'asharao',
  geeksforgeeks: 'asharao_gfg',
  codechef: 'asha_chef',
  hackerrank: 'asha_hr',
};

export type ReplayMode = 'normal' | 'html-error' | 'rate-limited' | 'changed' | 'timeout';

/** The environment that points the server's fetchers at a replay server. */
export function replayEnv(url: string): Record<string, string> {
  const p = REPLAY_PREFIXES;
  return {
    LEETCODE_BASE_URL: url + p.leetcode,
    CODEFORCES_BASE_URL: url + p.codeforces,
    GITHUB_API_URL: url + p.githubApi,
    GITHUB_BASE_URL: url + p.github,
    GEEKSFORGEEKS_BASE_URL: url + p.geeksforgeeks,
    GEEKSFORGEEKS_PRACTICE_BASE_URL: url + p.geeksforgeeksPractice,
    CODECHEF_BASE_URL: url + p.codechef,
    HACKERRANK_BASE_URL: url + p.hackerrank,
  };
}

const file = (name: string, status = 200): ReplayAnswer => ({
  status,
  contentType: name.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/json',
  body: fixture(`profile/${name}`),
});

const known = (platform: PlatformId, username: string | null | undefined) =>
  (username ?? '').toLowerCase() === KNOWN_USERS[platform].toLowerCase();

function bodyJson(request: RecordedRequest): Record<string, unknown> {
  try {
    return JSON.parse(request.body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function leetcode(request: RecordedRequest, mode: ReplayMode): ReplayAnswer | undefined {
  if (request.path !== '/graphql' || request.method !== 'POST') return undefined;
  if (mode === 'html-error') return html(fixture('profile/cloudflare-challenge.html'), 403);
  if (mode === 'changed') return file('leetcode-changed-shape.json');
  const variables = bodyJson(request).variables as { username?: string } | undefined;
  return known('leetcode', variables?.username) ? file('leetcode-profile.json') : file('leetcode-unknown-user.json');
}

function codeforces(request: RecordedRequest, mode: ReplayMode): ReplayAnswer | undefined {
  if (mode === 'html-error') return html(fixture('profile/cloudflare-challenge.html'), 403);
  if (mode === 'rate-limited') return file('codeforces-call-limit.json', 400);
  const handle = request.query.get('handles') ?? request.query.get('handle');
  if (!known('codeforces', handle)) return file('codeforces-not-found.json', 400);
  if (request.path === '/api/user.info')
    return file(mode === 'changed' ? 'codeforces-changed-shape.json' : 'codeforces-user-info.json');
  if (request.path === '/api/user.rating') return file('codeforces-user-rating.json');
  if (request.path === '/api/user.status') return file('codeforces-user-status.json');
  return undefined;
}

function githubApi(request: RecordedRequest, mode: ReplayMode): ReplayAnswer | undefined {
  if (mode === 'rate-limited' || mode === 'html-error') return file('github-rate-limited.json', 403);
  const match = /^\/users\/([^/]+)(\/repos)?$/.exec(request.path);
  if (!match) return undefined;
  if (!known('github', decodeURIComponent(match[1] ?? ''))) return file('github-not-found.json', 404);
  if (match[2]) return request.query.get('page') === '1' ? file('github-repos.json') : json([]);
  return file('github-user.json');
}

function githubWeb(request: RecordedRequest, mode: ReplayMode): ReplayAnswer | undefined {
  const match = /^\/users\/([^/]+)\/contributions$/.exec(request.path);
  if (!match || !known('github', decodeURIComponent(match[1] ?? ''))) return undefined;
  return file(mode === 'changed' ? 'github-contributions-changed.html' : 'github-contributions.html');
}

function gfgAuth(request: RecordedRequest, mode: ReplayMode): ReplayAnswer | undefined {
  if (request.path !== '/api-get/user-profile-info/') return undefined;
  if (mode === 'html-error') return html(fixture('profile/cloudflare-challenge.html'), 429);
  return known('geeksforgeeks', request.query.get('handle')) ? file('gfg-profile.json') : file('gfg-unknown-user.json', 400);
}

function gfgPractice(request: RecordedRequest, mode: ReplayMode): ReplayAnswer | undefined {
  if (request.path !== '/api/v1/user/problems/submissions/' || request.method !== 'POST') return undefined;
  const body = bodyJson(request);
  if (!known('geeksforgeeks', body.handle as string))
    return json({ status: 'error', message: 'Please provide valid User Details' }, 406);
  if (mode === 'changed') return file('gfg-changed-shape.json');
  if (body.requestType === 'getYearwiseUserSubmissions') {
    return body.year === '2025'
      ? file('gfg-calendar-2025.json')
      : body.year === '2026'
        ? file('gfg-calendar-2026.json')
        : json({ count: 0, result: {} });
  }
  return file('gfg-solved.json');
}

function codechef(request: RecordedRequest, mode: ReplayMode): ReplayAnswer | undefined {
  if (mode === 'html-error') return html(fixture('profile/cloudflare-challenge.html'), 403);
  const match = /^\/users\/([^/]+)$/.exec(request.path);
  if (!match) return request.path === '/' ? file('codechef-home.html') : undefined;
  // CodeChef sends unknown handles to its home page.
  if (!known('codechef', decodeURIComponent(match[1] ?? ''))) return { status: 302, body: '', headers: { location: '/' } };
  return file(mode === 'changed' ? 'codechef-changed.html' : 'codechef-profile.html');
}

function hackerrank(request: RecordedRequest, mode: ReplayMode): ReplayAnswer | undefined {
  if (mode === 'html-error') return html(fixture('profile/hackerrank-forbidden.html'), 403);
  const match = /^\/rest\/(?:contests\/master\/)?hackers\/([^/]+)\/(profile|badges|submission_histories)$/.exec(request.path);
  if (!match) return undefined;
  if (!known('hackerrank', decodeURIComponent(match[1] ?? ''))) return file('hackerrank-unknown-user.json', 404);
  if (match[2] === 'profile') return file(mode === 'changed' ? 'hackerrank-unknown-user.json' : 'hackerrank-profile.json');
  if (match[2] === 'badges') return file('hackerrank-badges.json');
  return file('hackerrank-submission-histories.json');
}

type Handler = (request: RecordedRequest, mode: ReplayMode) => ReplayAnswer | undefined;
const HANDLERS: [keyof typeof REPLAY_PREFIXES, PlatformId, Handler][] = [
  ['leetcode', 'leetcode', leetcode],
  ['codeforces', 'codeforces', codeforces],
  ['githubApi', 'github', githubApi],
  ['github', 'github', githubWeb],
  ['geeksforgeeks', 'geeksforgeeks', gfgAuth],
  ['geeksforgeeksPractice', 'geeksforgeeks', gfgPractice],
  ['codechef', 'codechef', codechef],
  ['hackerrank', 'hackerrank', hackerrank],
];

/** The route for a replay server; `modes` may be changed between requests. */
export function profileReplayRoute(modes: Partial<Record<PlatformId, ReplayMode>> = {}): ReplayRoute {
  return (request) => {
    // Longest prefix first: /github-api before /github.
    const sorted = [...HANDLERS].sort((a, b) => REPLAY_PREFIXES[b[0]].length - REPLAY_PREFIXES[a[0]].length);
    for (const [key, platform, handler] of sorted) {
      const prefix = REPLAY_PREFIXES[key];
      if (request.path !== prefix && !request.path.startsWith(`${prefix}/`)) continue;
      const mode = modes[platform] ?? 'normal';
      if (mode === 'timeout') return { hang: true };
      const answer = handler({ ...request, path: request.path.slice(prefix.length) || '/' }, mode);
      // Redirects stay under the platform's prefix, as they stay on the platform's host.
      const location = answer && 'headers' in answer ? answer.headers?.location : undefined;
      if (answer && 'body' in answer && location?.startsWith('/'))
        return { ...answer, headers: { ...answer.headers, location: prefix + location } };
      return answer;
    }
    return undefined;
  };
}
