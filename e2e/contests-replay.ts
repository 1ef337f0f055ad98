import type { ReplayRoute } from '../apps/server/test/replay-server';

/**
 * The local stand-in for the four contest platforms during the e2e run. It shares one replay server
 * with the profile's stand-in (e2e/platforms-replay-main.ts) because both modules read the same
 * LEETCODE_/CODEFORCES_/CODECHEF_BASE_URL, each platform under its own path prefix.
 */
export const ATCODER_REPLAY_PREFIX = '/atcoder';

const DAY = 24 * 3600;

/** Real-shaped answers around `now` (epoch seconds): a busy day of four rounds in two days, one past round. */
export function contestAnswers(now: number) {
  const busyDay = now + 2 * DAY;
  const codeforces = {
    status: 'OK',
    result: [
      ...['Div. 2', 'Div. 3', 'Div. 1', 'Div. 4'].map((div, i) => ({
        id: 4100 + i,
        name: `Codeforces Round ${1200 + i} (${div})`,
        type: 'CF',
        phase: 'BEFORE',
        frozen: false,
        durationSeconds: 7200,
        startTimeSeconds: busyDay + i * 600,
        relativeTimeSeconds: -(busyDay - now),
      })),
      {
        id: 4000,
        name: 'Codeforces Round 1150 (Div. 2)',
        type: 'CF',
        phase: 'FINISHED',
        frozen: false,
        durationSeconds: 7200,
        startTimeSeconds: now - 3 * DAY,
        relativeTimeSeconds: 3 * DAY,
      },
    ],
  };
  const leetcode = {
    data: {
      allContests: [
        {
          title: 'Weekly Contest 500',
          titleSlug: 'weekly-contest-500',
          startTime: now + 5 * DAY,
          originStartTime: now + 5 * DAY,
          duration: 5400,
          isVirtual: false,
        },
      ],
    },
  };
  return { codeforces, leetcode };
}

const ATCODER_PAGE = `<!DOCTYPE html><html><head><title>Contest - AtCoder</title></head><body>
<div id="contest-table-upcoming"><h3>Upcoming Contests</h3><table class="table"><thead><tr><th>Start Time</th><th>Contest Name</th><th>Duration</th><th>Rated Range</th></tr></thead><tbody></tbody></table></div>
<div id="contest-table-recent"><h3>Recent Contests</h3><table class="table"><thead><tr><th>Start Time</th><th>Contest Name</th><th>Duration</th><th>Rated Range</th></tr></thead><tbody></tbody></table></div>
</body></html>`;
const CHALLENGE_PAGE =
  '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>Enable JavaScript and cookies to continue</body></html>';

/**
 * Codeforces, LeetCode and AtCoder answer around the moment of the request; CodeChef serves a
 * bot-challenge page (HTTP 403). Requests that are not contest listings fall through (undefined).
 */
export function contestsReplayRoute(now = () => Math.floor(Date.now() / 1000)): ReplayRoute {
  return (request) => {
    const { path } = request;
    if (path === '/codeforces/api/contest.list')
      return { contentType: 'application/json', body: JSON.stringify(contestAnswers(now()).codeforces) };
    if (path === '/leetcode/graphql' && request.body.includes('allContests'))
      return { contentType: 'application/json', body: JSON.stringify(contestAnswers(now()).leetcode) };
    if (path === `${ATCODER_REPLAY_PREFIX}/contests/`) return { contentType: 'text/html', body: ATCODER_PAGE };
    if (path.startsWith('/codechef/api/list/contests')) return { status: 403, contentType: 'text/html', body: CHALLENGE_PAGE };
    return undefined;
  };
}
