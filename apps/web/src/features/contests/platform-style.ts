import type { ContestPlatform } from '@codingkaro/contracts';

/** Tailwind classes per platform: a chip (badge, calendar entry) and a dot. */
export const platformStyle: Record<ContestPlatform, { chip: string; dot: string }> = {
  leetcode: { chip: 'bg-amber-500/15 text-amber-800 dark:text-amber-300', dot: 'bg-amber-500' },
  codeforces: { chip: 'bg-sky-500/15 text-sky-800 dark:text-sky-300', dot: 'bg-sky-500' },
  codechef: { chip: 'bg-orange-700/15 text-orange-900 dark:text-orange-300', dot: 'bg-orange-700 dark:bg-orange-400' },
  atcoder: { chip: 'bg-slate-500/15 text-slate-800 dark:text-slate-200', dot: 'bg-slate-600 dark:bg-slate-300' },
};
