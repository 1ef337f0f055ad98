import { z } from 'zod';
import { BROWSER_USER_AGENT, fetchUpstream, fetchUpstreamJson, parseUpstreamJson } from '../../../lib/upstream';
import { calendarFrom, emptyStats, expectShape, pathSegment, requestOptions, text, toCount } from './normalise';
import type { FetchContext, PlatformFetcher } from './types';

const ProfileAnswer = z.object({
  data: z
    .object({
      name: z.string().nullish(),
      profile_image_url: z.string().nullish(),
      institute_name: z.string().nullish(),
      institute_rank: z.union([z.number(), z.string()]).nullish(),
      score: z.union([z.number(), z.string()]).nullish(),
      total_problems_solved: z.union([z.number(), z.string()]).nullish(),
      pod_solved_current_streak: z.union([z.number(), z.string()]).nullish(),
      pod_solved_longest_streak: z.union([z.number(), z.string()]).nullish(),
    })
    .nullish(),
  message: z.string().nullish(),
});
/** Difficulty bucket -> problem id -> submission; the count is the number of keys. */
const SolvedAnswer = z.object({ result: z.record(z.record(z.unknown())) });
const YearAnswer = z.object({ result: z.record(z.union([z.number(), z.string()])) });

/** GfG's difficulty labels in its own order. */
const DIFFICULTIES = ['School', 'Basic', 'Easy', 'Medium', 'Hard'];

function headers(username: string): Record<string, string> {
  return {
    'user-agent': BROWSER_USER_AGENT,
    accept: 'application/json',
    origin: 'https://www.geeksforgeeks.org',
    referer: `https://www.geeksforgeeks.org/profile/${pathSegment(username)}`,
  };
}

async function submissions(ctx: FetchContext, username: string, requestType: string, year: string) {
  return fetchUpstreamJson(
    `${ctx.urls.geeksforgeeksPractice}/api/v1/user/problems/submissions/`,
    requestOptions(ctx, { method: 'POST', headers: headers(username), body: { handle: username, requestType, year, month: '' } }),
  );
}

export const fetchGeeksforGeeks: PlatformFetcher = async (username, ctx) => {
  const query = new URLSearchParams({ handle: username, article_count: 'false', redirect: 'true' });
  // An unknown handle answers 400 with a "not found" message.
  const response = await fetchUpstream(
    `${ctx.urls.geeksforgeeks}/api-get/user-profile-info/?${query}`,
    requestOptions(ctx, { headers: headers(username), acceptStatuses: [400] }),
  );
  const answer = expectShape(ProfileAnswer, parseUpstreamJson(response), 'its profile');
  if (response.status === 400 || !answer.data) return { found: false };
  const profile = answer.data;

  const solved = expectShape(SolvedAnswer, await submissions(ctx, username, '', ''), 'its solved problems').result;
  const year = ctx.now().getUTCFullYear();
  const days: [string, number][] = [];
  for (const y of [year - 1, year]) {
    const calendar = expectShape(
      YearAnswer,
      await submissions(ctx, username, 'getYearwiseUserSubmissions', String(y)),
      'its calendar',
    );
    for (const [day, n] of Object.entries(calendar.result)) days.push([day, toCount(n) ?? 0]);
  }

  const stats = emptyStats();
  stats.displayName = text(profile.name);
  stats.avatar = text(profile.profile_image_url);
  stats.organization = text(profile.institute_name);
  stats.globalRank = null;
  stats.score = toCount(profile.score);
  const buckets = Object.keys(solved).sort((a, b) => DIFFICULTIES.indexOf(a) - DIFFICULTIES.indexOf(b));
  stats.difficulty = buckets.map((name) => ({ name, count: Object.keys(solved[name] ?? {}).length }));
  stats.problemsSolved = toCount(profile.total_problems_solved) ?? stats.difficulty.reduce((sum, row) => sum + row.count, 0);
  stats.streak = { current: toCount(profile.pod_solved_current_streak), max: toCount(profile.pod_solved_longest_streak) };
  // GfG does not say in which zone it cuts its days.
  stats.calendar = calendarFrom(days, 'platform');
  return { found: true, stats };
};
