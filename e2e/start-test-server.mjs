// Starts the built app on a throwaway embedded database for the end-to-end run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'ck-e2e-'));

// The outside platforms (profile and contests) answer from one local replay server (no network in tests).
const replayPort = Number(process.env.E2E_REPLAY_PORT ?? Number(process.env.PORT ?? 3100) + 1);
const replayUrl = `http://127.0.0.1:${replayPort}`;
const replay = spawn(process.execPath, ['--import', 'tsx', 'e2e/platforms-replay-main.ts', String(replayPort)], {
  stdio: 'inherit',
});
const profileEnv = {
  LEETCODE_BASE_URL: `${replayUrl}/leetcode`,
  CODEFORCES_BASE_URL: `${replayUrl}/codeforces`,
  GITHUB_API_URL: `${replayUrl}/github-api`,
  GITHUB_BASE_URL: `${replayUrl}/github`,
  GEEKSFORGEEKS_BASE_URL: `${replayUrl}/gfg-auth`,
  GEEKSFORGEEKS_PRACTICE_BASE_URL: `${replayUrl}/gfg-practice`,
  CODECHEF_BASE_URL: `${replayUrl}/codechef`,
  HACKERRANK_BASE_URL: `${replayUrl}/hackerrank`,
  ATCODER_BASE_URL: `${replayUrl}/atcoder`,
  CONTESTS_MANUAL_REFRESH_MIN_SECONDS: '0',
  CONTESTS_FETCH_RATE_LIMIT_PER_MINUTE: '1000',
  PROFILE_FETCH_TIMEOUT_MS: '2000',
};

const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...profileEnv,
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '5000',
    COMPILER_RATE_LIMIT_PER_MINUTE: '5000',
    ANALYTICS_RATE_LIMIT_PER_MINUTE: '5000',
    DATABASE_URL: '',
    ADMIN_EMAILS: 'admin@example.com,staff@example.com',
    SUPPORT_EMAIL: 'support@codingkaro.example',
    MENTOR_EMAILS: 'mentor@example.com',
    // e2e/daily.spec.ts moves the daily-practice clock forward (reviews coming due, local midnights)
    DAILY_TEST_CLOCK: 'true',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  replay.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  replay.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
