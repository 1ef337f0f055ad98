import type { PlatformId } from '@codingkaro/contracts';
import { fetchCodeChef } from './codechef';
import { fetchCodeforces } from './codeforces';
import { fetchGeeksforGeeks } from './geeksforgeeks';
import { fetchGitHub } from './github';
import { fetchHackerRank } from './hackerrank';
import { fetchLeetCode } from './leetcode';
import type { PlatformFetcher } from './types';

export const platformFetchers: Record<PlatformId, PlatformFetcher> = {
  leetcode: fetchLeetCode,
  github: fetchGitHub,
  geeksforgeeks: fetchGeeksforGeeks,
  codechef: fetchCodeChef,
  codeforces: fetchCodeforces,
  hackerrank: fetchHackerRank,
};
export type { FetchContext, FetchOutcome, PlatformFetcher } from './types';
