import { z } from 'zod';
import { BROWSER_USER_AGENT, fetchUpstreamJson, UpstreamError } from '../../../lib/upstream';
import { calendarFrom, emptyStats, expectShape, pathSegment, requestOptions, text, toCount } from './normalise';
import type { FetchContext, PlatformFetcher } from './types';

const ProfileAnswer = z.object({
  model: z
    .object({
      username: z.string(),
      name: z.string().nullish(),
      avatar: z.string().nullish(),
      country: z.string().nullish(),
      school: z.string().nullish(),
      company: z.string().nullish(),
    })
    .nullish(),
});
const BadgesAnswer = z.object({
  models: z.array(
    z.object({
      badge_name: z.string(),
      stars: z.number().nullish(),
      solved: z.number().nullish(),
      total_challenges: z.number().nullish(),
      current_points: z.number().nullish(),
      level: z.number().nullish(),
    }),
  ),
});
/** Day -> count, the counts as strings. */
const HistoryAnswer = z.record(z.union([z.string(), z.number()]));

function get(ctx: FetchContext, path: string) {
  // Blank and script-like user agents get 403 from HackerRank.
  return fetchUpstreamJson(
    `${ctx.urls.hackerrank}${path}`,
    requestOptions(ctx, {
      headers: { 'user-agent': BROWSER_USER_AGENT, accept: 'application/json', referer: 'https://www.hackerrank.com/' },
    }),
  );
}

export const fetchHackerRank: PlatformFetcher = async (username, ctx) => {
  const user = pathSegment(username);
  let profile: z.infer<typeof ProfileAnswer>['model'];
  try {
    profile = expectShape(ProfileAnswer, await get(ctx, `/rest/contests/master/hackers/${user}/profile`), 'its profile').model;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'not-found') return { found: false };
    throw error;
  }
  if (!profile) return { found: false };
  const badges = expectShape(BadgesAnswer, await get(ctx, `/rest/hackers/${user}/badges`), 'its badges').models;
  const history = expectShape(HistoryAnswer, await get(ctx, `/rest/hackers/${user}/submission_histories`), 'its calendar');

  const stats = emptyStats();
  stats.displayName = text(profile.name);
  stats.avatar = profile.avatar && /^https:\/\//.test(profile.avatar) ? profile.avatar : null;
  stats.country = text(profile.country);
  stats.organization = text(profile.company) ?? text(profile.school);
  // HackerRank has no single "solved" figure: it is the sum over the skill badges.
  stats.problemsSolved = badges.reduce((sum, badge) => sum + (toCount(badge.solved) ?? 0), 0);
  stats.score = Math.round(badges.reduce((sum, badge) => sum + (badge.current_points ?? 0), 0));
  stats.badges = badges.map((badge) => ({
    name: badge.badge_name,
    description: badge.stars ? `${badge.stars} star${badge.stars === 1 ? '' : 's'}` : null,
    icon: null,
    date: null,
  }));
  stats.calendar = calendarFrom(
    Object.entries(history).map(([day, n]) => [day, toCount(n) ?? 0] as [string, number]),
    'platform',
  );
  const submissions = Object.values(stats.calendar.days).reduce((sum, n) => sum + n, 0);
  stats.submissions = { total: submissions, accepted: null };
  return { found: true, stats };
};
