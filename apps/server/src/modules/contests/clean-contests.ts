import type { FetchedContest } from './fetched-contest';

/** Contests starting before this are not a platform's real listing. */
const EARLIEST_START = Date.UTC(2000, 0, 1);
/** Nor contests announced further ahead than this. */
const LATEST_AHEAD_MS = 2 * 365 * 24 * 60 * 60 * 1000;
/** Longer contests keep their listing with the duration unknown. */
const LONGEST_SECONDS = 62 * 24 * 60 * 60;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const C0_CONTROL = /[\u0000-\u001f\u007f]/;
const C0_CONTROLS = new RegExp(C0_CONTROL.source, 'g');

const cleanText = (text: string) => text.replace(C0_CONTROLS, ' ').replace(/\s+/g, ' ').trim();

/**
 * One platform's fetched rows made storable: control characters (NUL included) taken out of titles
 * and ids, a row with no usable title, id, page or a start time outside 2000 .. two years ahead
 * dropped, an implausible duration made unknown, a repeated id kept once. One bad row never stops
 * the platform's refresh; `dropped` says how many were left out.
 */
export function cleanContests(fetched: FetchedContest[], now: Date): { contests: FetchedContest[]; dropped: number } {
  const latest = now.getTime() + LATEST_AHEAD_MS;
  const seen = new Set<string>();
  const contests: FetchedContest[] = [];
  for (const row of fetched) {
    const externalId = cleanText(row.externalId);
    const title = cleanText(row.title).slice(0, 300);
    const start = row.startTime.getTime();
    const usable =
      externalId.length > 0 &&
      externalId.length <= 200 &&
      title.length > 0 &&
      Number.isFinite(start) &&
      start >= EARLIEST_START &&
      start <= latest &&
      /^https:\/\/\S+$/.test(row.url) &&
      !C0_CONTROL.test(row.url) &&
      !seen.has(externalId);
    if (!usable) continue;
    seen.add(externalId);
    const duration = row.durationSeconds;
    contests.push({
      ...row,
      externalId,
      title,
      durationSeconds:
        duration !== null && Number.isFinite(duration) && duration > 0 && duration <= LONGEST_SECONDS ? duration : null,
    });
  }
  return { contests, dropped: fetched.length - contests.length };
}

/** The note a degraded (partly unusable) fetch leaves on its source. */
export const skippedNote = (dropped: number) =>
  `${dropped} ${dropped === 1 ? 'contest was' : 'contests were'} skipped: the platform sent unusable data`;
