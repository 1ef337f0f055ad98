import { z } from 'zod';
import { optionalText, type PlatformEnv } from '../../lib/env';
import { CODECHEF_SITE } from '../../lib/platforms/codechef';
import { CODEFORCES_SITE } from '../../lib/platforms/codeforces';
import { LEETCODE_SITE } from '../../lib/platforms/leetcode';

/** The real sites; tests and staging point these elsewhere. */
export const DEFAULT_CONTEST_SOURCE_URLS = {
  leetcode: LEETCODE_SITE,
  codeforces: CODEFORCES_SITE,
  codechef: CODECHEF_SITE,
  atcoder: 'https://atcoder.jp',
} as const;

const baseUrl = optionalText.pipe(z.string().url().optional());

/** The environment variables this module reads besides lib/env.ts's platformEnv; composed into the app's one config schema. */
export const contestsEnv = {
  ATCODER_BASE_URL: baseUrl,
  /** Minutes between scheduled refreshes; 0 turns the schedule off. Default 180 (off under NODE_ENV=test). */
  CONTESTS_REFRESH_INTERVAL_MINUTES: optionalText.pipe(z.coerce.number().int().min(0).max(10_080).optional()),
  /** A manual refresh within this many seconds of the last one is skipped (across all instances). */
  CONTESTS_MANUAL_REFRESH_MIN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Seconds between reminder sweeps (due reminders are emailed); 0 turns them off. Default 30 (off under NODE_ENV=test). */
  CONTEST_REMINDER_SWEEP_SECONDS: optionalText.pipe(z.coerce.number().int().min(0).max(3600).optional()),
  /** Manual refresh and solution refresh calls per client per minute. */
  CONTESTS_FETCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(6),
};

export interface ContestsConfig {
  baseUrls: Record<keyof typeof DEFAULT_CONTEST_SOURCE_URLS, string>;
  /** 0 = no schedule */
  refreshIntervalMs: number;
  manualRefreshMinMs: number;
  fetchRateLimitPerMinute: number;
  /** 0 = no reminder sweeps */
  reminderSweepMs: number;
}

type ContestsEnv = z.infer<z.ZodObject<typeof contestsEnv>> & PlatformEnv & { NODE_ENV: string };

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function contestsConfigFrom(e: ContestsEnv): ContestsConfig {
  const minutes = e.CONTESTS_REFRESH_INTERVAL_MINUTES ?? (e.NODE_ENV === 'test' ? 0 : 180);
  return {
    baseUrls: {
      leetcode: trimSlash(e.LEETCODE_BASE_URL ?? DEFAULT_CONTEST_SOURCE_URLS.leetcode),
      codeforces: trimSlash(e.CODEFORCES_BASE_URL ?? DEFAULT_CONTEST_SOURCE_URLS.codeforces),
      codechef: trimSlash(e.CODECHEF_BASE_URL ?? DEFAULT_CONTEST_SOURCE_URLS.codechef),
      atcoder: trimSlash(e.ATCODER_BASE_URL ?? DEFAULT_CONTEST_SOURCE_URLS.atcoder),
    },
    refreshIntervalMs: minutes * 60_000,
    manualRefreshMinMs: e.CONTESTS_MANUAL_REFRESH_MIN_SECONDS * 1000,
    fetchRateLimitPerMinute: e.CONTESTS_FETCH_RATE_LIMIT_PER_MINUTE,
    reminderSweepMs: (e.CONTEST_REMINDER_SWEEP_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 30)) * 1000,
  };
}
