import { z } from 'zod';
import { optionalText, type PlatformEnv } from '../../lib/env';
import { CODECHEF_SITE } from '../../lib/platforms/codechef';
import { CODEFORCES_SITE } from '../../lib/platforms/codeforces';
import { LEETCODE_SITE } from '../../lib/platforms/leetcode';

const baseUrl = optionalText.pipe(z.string().url().optional());

/** The real sites; each can be pointed elsewhere (a local replay server in tests). */
export const DEFAULT_PLATFORM_URLS = {
  leetcode: LEETCODE_SITE,
  codeforces: CODEFORCES_SITE,
  githubApi: 'https://api.github.com',
  github: 'https://github.com',
  geeksforgeeks: 'https://authapi.geeksforgeeks.org',
  geeksforgeeksPractice: 'https://practiceapi.geeksforgeeks.org',
  codechef: CODECHEF_SITE,
  hackerrank: 'https://www.hackerrank.com',
} as const;

/** The environment variables this module reads besides lib/env.ts's platformEnv; composed into the app's one config schema. */
export const profileEnv = {
  GITHUB_API_URL: baseUrl,
  GITHUB_BASE_URL: baseUrl,
  GITHUB_TOKEN: optionalText,
  GEEKSFORGEEKS_BASE_URL: baseUrl,
  GEEKSFORGEEKS_PRACTICE_BASE_URL: baseUrl,
  HACKERRANK_BASE_URL: baseUrl,
  PROFILE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  PROFILE_REFRESH_PER_MINUTE: z.coerce.number().int().min(1).default(3),
};

export type PlatformUrls = { [K in keyof typeof DEFAULT_PLATFORM_URLS]: string };

/** `githubToken` is a secret: never logged, never sent to the browser. */
export interface ProfileConfig {
  urls: PlatformUrls;
  githubToken: string | null;
  fetchTimeoutMs: number;
  refreshPerMinute: number;
}

const trimmed = (url: string | undefined, fallback: string) => (url ?? fallback).replace(/\/+$/, '');

export function profileConfigFrom(e: z.infer<z.ZodObject<typeof profileEnv>> & PlatformEnv): ProfileConfig {
  const d = DEFAULT_PLATFORM_URLS;
  return {
    urls: {
      leetcode: trimmed(e.LEETCODE_BASE_URL, d.leetcode),
      codeforces: trimmed(e.CODEFORCES_BASE_URL, d.codeforces),
      githubApi: trimmed(e.GITHUB_API_URL, d.githubApi),
      github: trimmed(e.GITHUB_BASE_URL, d.github),
      geeksforgeeks: trimmed(e.GEEKSFORGEEKS_BASE_URL, d.geeksforgeeks),
      geeksforgeeksPractice: trimmed(e.GEEKSFORGEEKS_PRACTICE_BASE_URL, d.geeksforgeeksPractice),
      codechef: trimmed(e.CODECHEF_BASE_URL, d.codechef),
      hackerrank: trimmed(e.HACKERRANK_BASE_URL, d.hackerrank),
    },
    githubToken: e.GITHUB_TOKEN ?? null,
    fetchTimeoutMs: e.PROFILE_FETCH_TIMEOUT_MS,
    refreshPerMinute: e.PROFILE_REFRESH_PER_MINUTE,
  };
}
