import { z } from 'zod';
import { CODEFORCES_SITE, codeforcesClient } from '../../lib/platforms/codeforces';
import { changedShape, type FetchedContest, type UpstreamTuning } from './fetched-contest';

const ContestRowSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  phase: z.string(),
  durationSeconds: z.number().nullish(),
  startTimeSeconds: z.number().nullish(),
});
const EnvelopeSchema = z.object({ status: z.string(), comment: z.string().optional(), result: z.unknown() });

/** `contest.list?gym=false`: rows without a start time are skipped; `phase` FINISHED marks the past. */
export async function fetchCodeforcesContests(baseUrl: string, tuning: UpstreamTuning = {}): Promise<FetchedContest[]> {
  // FAILED answers (e.g. "Call limit exceeded") come with status 400 and a JSON comment.
  const { body } = await codeforcesClient(baseUrl).api('contest.list', { gym: 'false' }, tuning);
  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) throw changedShape('no status envelope');
  if (envelope.data.status !== 'OK') {
    throw changedShape(`status ${envelope.data.status.slice(0, 20)}: ${(envelope.data.comment ?? '').slice(0, 80)}`);
  }
  if (!Array.isArray(envelope.data.result)) throw changedShape('result is not a list');

  const contests: FetchedContest[] = [];
  for (const raw of envelope.data.result) {
    const row = ContestRowSchema.safeParse(raw);
    if (!row.success || !row.data.startTimeSeconds) continue;
    const { id, name, phase, durationSeconds, startTimeSeconds } = row.data;
    contests.push({
      externalId: String(id),
      title: name.trim(),
      startTime: new Date(startTimeSeconds * 1000),
      durationSeconds: durationSeconds && durationSeconds > 0 ? Math.round(durationSeconds) : null,
      url: `${CODEFORCES_SITE}/contest/${id}`,
      finished: phase === 'FINISHED',
    });
  }
  return contests;
}
