import { z } from 'zod';
import { CODECHEF_SITE, codechefClient } from '../../lib/platforms/codechef';
import { parseUpstreamJson } from '../../lib/upstream';
import { changedShape, dateFrom, type FetchedContest, type UpstreamTuning } from './fetched-contest';

const ContestRowSchema = z.object({
  contest_code: z.string().regex(/^[\w-]+$/),
  contest_name: z.string().min(1),
  contest_start_date_iso: z.string().nullish(),
  contest_end_date_iso: z.string().nullish(),
  /** Minutes, as a string. */
  contest_duration: z.union([z.string(), z.number()]).nullish(),
});
const AnswerSchema = z.object({
  status: z.string(),
  present_contests: z.array(z.unknown()).optional(),
  future_contests: z.array(z.unknown()).optional(),
  past_contests: z.array(z.unknown()).optional(),
});

function durationOf(row: z.infer<typeof ContestRowSchema>, start: Date): number | null {
  const minutes = Number(row.contest_duration);
  if (Number.isFinite(minutes) && minutes > 0) return Math.round(minutes * 60);
  const end = dateFrom(row.contest_end_date_iso);
  return end && end > start ? Math.round((end.getTime() - start.getTime()) / 1000) : null;
}

/** `/api/list/contests/all`: present, future and (recent) past lists; ISO dates carry +05:30. */
export async function fetchCodechefContests(baseUrl: string, tuning: UpstreamTuning = {}): Promise<FetchedContest[]> {
  const body = parseUpstreamJson(
    await codechefClient(baseUrl).get('/api/list/contests/all?sort_by=START&sorting_order=asc&offset=0&mode=all', 'json', tuning),
  );
  const answer = AnswerSchema.safeParse(body);
  if (!answer.success) throw changedShape('no contest lists');
  if (answer.data.status !== 'success') throw changedShape(`status ${answer.data.status.slice(0, 20)}`);
  const { present_contests, future_contests, past_contests } = answer.data;
  if (!present_contests && !future_contests && !past_contests) throw changedShape('no contest lists');

  const byCode = new Map<string, FetchedContest>();
  const add = (rows: unknown[] | undefined, finished: boolean) => {
    for (const raw of rows ?? []) {
      const row = ContestRowSchema.safeParse(raw);
      if (!row.success) continue;
      const start = dateFrom(row.data.contest_start_date_iso);
      if (!start) continue;
      byCode.set(row.data.contest_code, {
        externalId: row.data.contest_code,
        title: row.data.contest_name.trim(),
        startTime: start,
        durationSeconds: durationOf(row.data, start),
        url: `${CODECHEF_SITE}/${row.data.contest_code}`,
        finished,
      });
    }
  };
  add(past_contests, true);
  add(present_contests, false);
  add(future_contests, false);
  return [...byCode.values()];
}
