import { z } from 'zod';
import { LEETCODE_SITE, leetcodeClient } from '../../lib/platforms/leetcode';
import { changedShape, dateFrom, type FetchedContest, type UpstreamTuning } from './fetched-contest';

/** `allContests` lists every contest, past and upcoming, with no paging arguments. */
export const ALL_CONTESTS_QUERY = `query allContests {
  allContests { title titleSlug startTime duration originStartTime isVirtual }
}`;

const ContestRowSchema = z.object({
  title: z.string().min(1),
  titleSlug: z.string().regex(/^[\w-]+$/),
  startTime: z.number().nullish(),
  originStartTime: z.number().nullish(),
  duration: z.number().nullish(),
});
const AnswerSchema = z.object({
  data: z.object({ allContests: z.array(z.unknown()) }).nullable(),
  errors: z.array(z.object({ message: z.string().optional() })).optional(),
});

/** LeetCode's GraphQL `allContests`; the start is `originStartTime` when present (the platform's own `startTime` can differ). */
export async function fetchLeetcodeContests(baseUrl: string, tuning: UpstreamTuning = {}): Promise<FetchedContest[]> {
  const body = await leetcodeClient(baseUrl).graphql(
    { query: ALL_CONTESTS_QUERY, variables: {}, operationName: 'allContests' },
    tuning,
  );
  const answer = AnswerSchema.safeParse(body);
  if (!answer.success || !answer.data.data) {
    const message = answer.success ? answer.data.errors?.[0]?.message : undefined;
    throw changedShape(message ? `GraphQL error: ${message.slice(0, 80)}` : 'no allContests list');
  }
  const contests: FetchedContest[] = [];
  for (const raw of answer.data.data.allContests) {
    const row = ContestRowSchema.safeParse(raw);
    if (!row.success) continue;
    const { title, titleSlug, originStartTime, startTime, duration } = row.data;
    const start = dateFrom(originStartTime ?? startTime);
    if (!start) continue;
    contests.push({
      externalId: titleSlug,
      title: title.trim(),
      startTime: start,
      durationSeconds: duration && duration > 0 ? Math.round(duration) : null,
      url: `${LEETCODE_SITE}/contest/${titleSlug}`,
      finished: false,
    });
  }
  return contests;
}
