import { z } from 'zod';
import { LEETCODE_SITE, leetcodeClient } from '../../../lib/platforms/leetcode';
import {
  calendarFrom,
  emptyStats,
  expectShape,
  increment,
  rankedCounts,
  requestOptions,
  text,
  toCount,
  utcDay,
} from './normalise';
import type { PlatformFetcher } from './types';

/** One GraphQL request: profile, solved counts, badges, topics, two calendar years, contest rating and history. */
export const LEETCODE_QUERY = `query userProfile($username: String!, $thisYear: Int, $lastYear: Int) {
  matchedUser(username: $username) {
    username
    profile { realName userAvatar ranking countryName company school }
    submitStatsGlobal { acSubmissionNum { difficulty count submissions } totalSubmissionNum { difficulty count submissions } }
    badges { id displayName icon creationDate }
    languageProblemCount { languageName problemsSolved }
    tagProblemCounts {
      fundamental { tagName problemsSolved }
      intermediate { tagName problemsSolved }
      advanced { tagName problemsSolved }
    }
    thisYear: userCalendar(year: $thisYear) { streak totalActiveDays submissionCalendar }
    lastYear: userCalendar(year: $lastYear) { submissionCalendar }
  }
  userContestRanking(username: $username) { attendedContestsCount rating globalRanking badge { name } }
  userContestRankingHistory(username: $username) { attended rating ranking contest { title startTime } }
}`;

const DifficultyCount = z.object({ difficulty: z.string(), count: z.number(), submissions: z.number().nullish() });
const Tag = z.object({ tagName: z.string(), problemsSolved: z.number() });
const Calendar = z.object({ submissionCalendar: z.string().nullish(), streak: z.number().nullish() }).nullish();

const LeetCodeAnswer = z.object({
  data: z
    .object({
      matchedUser: z
        .object({
          username: z.string(),
          profile: z
            .object({
              realName: z.string().nullish(),
              userAvatar: z.string().nullish(),
              ranking: z.number().nullish(),
              countryName: z.string().nullish(),
              company: z.string().nullish(),
              school: z.string().nullish(),
            })
            .nullish(),
          submitStatsGlobal: z.object({
            acSubmissionNum: z.array(DifficultyCount),
            totalSubmissionNum: z.array(DifficultyCount).nullish(),
          }),
          badges: z
            .array(
              z.object({
                displayName: z.string().nullish(),
                icon: z.string().nullish(),
                creationDate: z.string().nullish(),
              }),
            )
            .nullish(),
          languageProblemCount: z.array(z.object({ languageName: z.string(), problemsSolved: z.number() })).nullish(),
          tagProblemCounts: z
            .object({
              fundamental: z.array(Tag).nullish(),
              intermediate: z.array(Tag).nullish(),
              advanced: z.array(Tag).nullish(),
            })
            .nullish(),
          thisYear: Calendar,
          lastYear: Calendar,
        })
        .nullable(),
      userContestRanking: z
        .object({
          attendedContestsCount: z.number().nullish(),
          rating: z.number().nullish(),
          globalRanking: z.number().nullish(),
          badge: z.object({ name: z.string().nullish() }).nullish(),
        })
        .nullish(),
      userContestRankingHistory: z
        .array(
          z.object({
            attended: z.boolean(),
            rating: z.number(),
            ranking: z.number().nullish(),
            contest: z.object({ title: z.string(), startTime: z.number() }),
          }),
        )
        .nullish(),
    })
    .nullable(),
});

/** The submission calendar is a JSON string inside the JSON answer: UTC-midnight epoch seconds -> count. */
function parseCalendar(raw: string | null | undefined): [string, number][] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return Object.entries(parsed).flatMap(([seconds, n]) =>
      /^\d+$/.test(seconds) && typeof n === 'number' ? [[utcDay(Number(seconds)), n] as [string, number]] : [],
    );
  } catch {
    return [];
  }
}

const absoluteIcon = (base: string, icon: string | null | undefined) =>
  !icon ? null : icon.startsWith('/') ? `${base}${icon}` : /^https:\/\//.test(icon) ? icon : null;

export const fetchLeetCode: PlatformFetcher = async (username, ctx) => {
  const year = ctx.now().getUTCFullYear();
  const body = await leetcodeClient(ctx.urls.leetcode).graphql(
    { operationName: 'userProfile', query: LEETCODE_QUERY, variables: { username, thisYear: year, lastYear: year - 1 } },
    requestOptions(ctx),
  );
  const data = expectShape(LeetCodeAnswer, body, 'its profile').data;
  const user = data?.matchedUser;
  if (!user) return { found: false };

  const stats = emptyStats();
  stats.displayName = text(user.profile?.realName);
  stats.avatar = text(user.profile?.userAvatar);
  stats.country = text(user.profile?.countryName);
  stats.organization = text(user.profile?.company) ?? text(user.profile?.school);
  stats.globalRank = toCount(user.profile?.ranking);

  const accepted = user.submitStatsGlobal.acSubmissionNum;
  const all = accepted.find((row) => row.difficulty === 'All');
  stats.problemsSolved = toCount(all?.count);
  stats.difficulty = accepted
    .filter((row) => row.difficulty !== 'All')
    .map((row) => ({ name: row.difficulty, count: toCount(row.count) ?? 0 }));
  const total = user.submitStatsGlobal.totalSubmissionNum?.find((row) => row.difficulty === 'All');
  stats.submissions = { total: toCount(total?.submissions), accepted: toCount(all?.submissions) };

  const ranking = data.userContestRanking;
  if (ranking) {
    stats.rating = ranking.rating == null ? null : Math.round(ranking.rating);
    stats.globalRank = toCount(ranking.globalRanking) ?? stats.globalRank;
    stats.contestsAttended = toCount(ranking.attendedContestsCount);
    stats.rankTitle = text(ranking.badge?.name);
  }
  stats.ratingHistory = (data.userContestRankingHistory ?? [])
    .filter((row) => row.attended)
    .map((row) => ({
      contest: row.contest.title,
      date: new Date(row.contest.startTime * 1000).toISOString(),
      rating: Math.round(row.rating),
      rank: toCount(row.ranking),
    }));
  if (stats.ratingHistory.length) stats.maxRating = Math.max(...stats.ratingHistory.map((row) => row.rating));

  stats.badges = (user.badges ?? []).map((badge) => ({
    name: badge.displayName ?? 'Badge',
    description: null,
    icon: absoluteIcon(LEETCODE_SITE, badge.icon),
    date: text(badge.creationDate),
  }));
  stats.languages = rankedCounts((user.languageProblemCount ?? []).map((row) => [row.languageName, row.problemsSolved]));
  const topics = new Map<string, number>();
  const tags = user.tagProblemCounts;
  for (const row of [...(tags?.fundamental ?? []), ...(tags?.intermediate ?? []), ...(tags?.advanced ?? [])]) {
    increment(topics, row.tagName, row.problemsSolved);
  }
  stats.topics = rankedCounts(topics);
  if (user.thisYear || user.lastYear) {
    stats.calendar = calendarFrom(
      [...parseCalendar(user.lastYear?.submissionCalendar), ...parseCalendar(user.thisYear?.submissionCalendar)],
      'utc',
    );
  }
  return { found: true, stats };
};
