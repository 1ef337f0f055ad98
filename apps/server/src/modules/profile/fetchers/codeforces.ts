import { z } from 'zod';
import { codeforcesClient } from '../../../lib/platforms/codeforces';
import { UpstreamError } from '../../../lib/upstream';
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
import type { FetchContext, PlatformFetcher } from './types';

/** `user.status` returns the whole history without a count; this many newest submissions are read. */
export const CODEFORCES_SUBMISSION_LIMIT = 10_000;

const Envelope = z.object({ status: z.enum(['OK', 'FAILED']), comment: z.string().optional(), result: z.unknown() });

const UserInfo = z.array(
  z.object({
    handle: z.string(),
    rating: z.number().optional(),
    maxRating: z.number().optional(),
    rank: z.string().optional(),
    titlePhoto: z.string().optional(),
    avatar: z.string().optional(),
    country: z.string().optional(),
    organization: z.string().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
  }),
);
const RatingChanges = z.array(
  z.object({ contestName: z.string(), rank: z.number(), ratingUpdateTimeSeconds: z.number(), newRating: z.number() }),
);
const Submissions = z.array(
  z.object({
    contestId: z.number().optional(),
    creationTimeSeconds: z.number(),
    verdict: z.string().optional(),
    programmingLanguage: z.string().optional(),
    problem: z.object({
      contestId: z.number().optional(),
      problemsetName: z.string().optional(),
      index: z.string(),
      rating: z.number().optional(),
      tags: z.array(z.string()).default([]),
    }),
  }),
);

class NoSuchHandle extends Error {}

/** One API call, paced with every other Codeforces call in the process; FAILED answers become errors. */
async function call(ctx: FetchContext, method: string, params: Record<string, string>): Promise<unknown> {
  const response = await codeforcesClient(ctx.urls.codeforces).api(
    method,
    { ...params, lang: 'en' },
    requestOptions(ctx, { pacer: ctx.codeforcesPacer }),
  );
  const envelope = expectShape(Envelope, response.body, method);
  if (envelope.status === 'OK') return envelope.result;
  const comment = envelope.comment ?? '';
  if (/not found/i.test(comment)) throw new NoSuchHandle(comment);
  if (/limit exceeded/i.test(comment))
    throw new UpstreamError('rate-limited', 'rate-limited us (call limit exceeded)', response.status);
  throw new UpstreamError('http', `answered HTTP ${response.status}`, response.status);
}

/** Rating ranges of the problems solved (Codeforces has no difficulty names). */
function ratingBand(rating: number | undefined): string {
  if (rating === undefined) return 'Unrated';
  if (rating < 1200) return '800-1199';
  if (rating < 1600) return '1200-1599';
  if (rating < 2000) return '1600-1999';
  return '2000+';
}

export const fetchCodeforces: PlatformFetcher = async (username, ctx) => {
  let info: z.infer<typeof UserInfo>[number] | undefined;
  try {
    info = expectShape(UserInfo, await call(ctx, 'user.info', { handles: username }), 'user.info')[0];
  } catch (error) {
    if (error instanceof NoSuchHandle) return { found: false };
    throw error;
  }
  if (!info) return { found: false };
  // Serialised, never fanned out: Codeforces allows one call per 2 s.
  const ratings = expectShape(RatingChanges, await call(ctx, 'user.rating', { handle: info.handle }), 'user.rating');
  const submissions = expectShape(
    Submissions,
    await call(ctx, 'user.status', { handle: info.handle, from: '1', count: String(CODEFORCES_SUBMISSION_LIMIT) }),
    'user.status',
  );

  const stats = emptyStats();
  stats.displayName = text([info.firstName, info.lastName].filter(Boolean).join(' '));
  stats.avatar = text(info.titlePhoto) ?? text(info.avatar);
  stats.country = text(info.country);
  stats.organization = text(info.organization);
  stats.rating = info.rating ?? null;
  stats.maxRating = info.maxRating ?? null;
  stats.rankTitle = text(info.rank);
  stats.contestsAttended = ratings.length;
  stats.ratingHistory = ratings.map((row) => ({
    contest: row.contestName,
    date: new Date(row.ratingUpdateTimeSeconds * 1000).toISOString(),
    rating: row.newRating,
    rank: toCount(row.rank),
  }));

  const solved = new Map<string, (typeof submissions)[number]['problem']>();
  const days = new Map<string, number>();
  const languages = new Map<string, number>();
  let accepted = 0;
  for (const submission of submissions) {
    increment(days, utcDay(submission.creationTimeSeconds));
    if (submission.verdict !== 'OK') continue;
    accepted++;
    const problem = submission.problem;
    const key = `${problem.contestId ?? problem.problemsetName ?? ''}:${problem.index}`;
    if (!solved.has(key)) {
      solved.set(key, problem);
      if (submission.programmingLanguage) increment(languages, submission.programmingLanguage);
    }
  }
  const bands = new Map<string, number>();
  const topics = new Map<string, number>();
  for (const problem of solved.values()) {
    increment(bands, ratingBand(problem.rating));
    for (const tag of problem.tags) increment(topics, tag);
  }
  stats.problemsSolved = solved.size;
  stats.difficulty = ['800-1199', '1200-1599', '1600-1999', '2000+', 'Unrated']
    .filter((band) => bands.has(band))
    .map((band) => ({ name: band, count: bands.get(band) ?? 0 }));
  stats.submissions = { total: submissions.length, accepted };
  stats.languages = rankedCounts(languages);
  stats.topics = rankedCounts(topics);
  stats.calendar = calendarFrom(days, 'utc');
  return { found: true, stats };
};
