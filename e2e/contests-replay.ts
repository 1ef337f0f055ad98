import { createServer, type Server } from 'node:http';

/**
 * The local stand-in for the four contest platforms during the e2e run. The built server is pointed
 * at it through the *_BASE_URL variables (playwright.config.ts); the spec starts it.
 */
export const CONTESTS_REPLAY_PORT = Number(process.env.E2E_CONTESTS_REPLAY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 7);

export const contestsReplayEnv = () => {
  const url = `http://127.0.0.1:${CONTESTS_REPLAY_PORT}`;
  return {
    LEETCODE_BASE_URL: url,
    CODEFORCES_BASE_URL: url,
    CODECHEF_BASE_URL: url,
    ATCODER_BASE_URL: url,
    CONTESTS_MANUAL_REFRESH_MIN_SECONDS: '0',
    CONTESTS_FETCH_RATE_LIMIT_PER_MINUTE: '1000',
  };
};

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

/** Codeforces, LeetCode and AtCoder answer; CodeChef serves a bot-challenge page (HTTP 403). */
export async function startContestsReplay(now = Math.floor(Date.now() / 1000)): Promise<Server> {
  const answers = contestAnswers(now);
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://replay').pathname;
      const send = (status: number, type: string, body: string) => res.writeHead(status, { 'content-type': type }).end(body);
      if (path === '/api/contest.list') return send(200, 'application/json', JSON.stringify(answers.codeforces));
      if (path === '/graphql') return send(200, 'application/json', JSON.stringify(answers.leetcode));
      if (path === '/contests/') return send(200, 'text/html', ATCODER_PAGE);
      if (path.startsWith('/api/list/contests')) return send(403, 'text/html', CHALLENGE_PAGE);
      return send(404, 'text/html', '<h1>Not Found</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(CONTESTS_REPLAY_PORT, '127.0.0.1', resolve));
  return server;
}
