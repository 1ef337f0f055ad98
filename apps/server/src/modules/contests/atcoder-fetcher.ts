import { type HTMLElement, parse } from 'node-html-parser';
import { BROWSER_USER_AGENT, fetchUpstream, sharedPacer } from '../../lib/upstream';
import { changedShape, type FetchedContest, type UpstreamTuning } from './fetched-contest';

const SITE = 'https://atcoder.jp';
const PACE_MS = 1000;

/** The contests page's tables we read; the permanent and daily tables are left out. */
const TABLES = [
  { id: 'contest-table-action', finished: false },
  { id: 'contest-table-upcoming', finished: false },
  { id: 'contest-table-recent', finished: true },
] as const;

/** "2026-08-01 21:00:00+0900" → a Date (the page writes JST with its offset). */
export function parseAtcoderTime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)\s*([+-])(\d{2}):?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, day, time = '', sign, hours, minutes] = match;
  const date = new Date(`${day}T${time.length === 5 ? `${time}:00` : time}${sign}${hours}:${minutes}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "01:40" or "240:00" (hours can exceed 24) → seconds. */
export function parseAtcoderDuration(text: string): number | null {
  const match = /^(\d{1,4}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const seconds = (Number(match[1]) * 60 + Number(match[2])) * 60;
  return seconds > 0 ? seconds : null;
}

function rowToContest(row: HTMLElement, finished: boolean): FetchedContest | null {
  const [startCell, nameCell, durationCell] = row.querySelectorAll('td');
  if (!startCell || !nameCell || !durationCell) return null;
  const link = nameCell.querySelectorAll('a').find((a) => /^\/contests\/[\w-]+\/?$/.test(a.getAttribute('href') ?? ''));
  const id = link?.getAttribute('href')?.split('/')[2];
  const title = link?.text.trim();
  const start = parseAtcoderTime(startCell.querySelector('time')?.text ?? startCell.text);
  if (!id || !title || !start) return null;
  return {
    externalId: id,
    title,
    startTime: start,
    durationSeconds: parseAtcoderDuration(durationCell.text),
    url: `${SITE}/contests/${id}`,
    finished,
  };
}

/** The contests of one language's page; a page without any of the contest tables has changed shape. */
export function parseAtcoderContestsPage(html: string): FetchedContest[] {
  const root = parse(html);
  const tables = TABLES.map((table) => ({ ...table, element: root.getElementById(table.id) })).filter((t) => t.element);
  // An error or challenge page served with status 200 lands here too.
  if (tables.length === 0) throw changedShape('no contest tables on the contests page');
  const contests: FetchedContest[] = [];
  for (const { element, finished } of tables) {
    for (const row of element?.querySelectorAll('tbody tr') ?? []) {
      const contest = rowToContest(row, finished);
      if (contest) contests.push(contest);
    }
  }
  return contests;
}

/**
 * The English and Japanese contests pages merged by contest id (some contests are announced on
 * one first); English titles win. One page failing is tolerated; both failing is the failure.
 */
export async function fetchAtcoderContests(baseUrl: string, tuning: UpstreamTuning = {}): Promise<FetchedContest[]> {
  const pacer = sharedPacer('atcoder', PACE_MS);
  const load = async (lang: 'en' | 'ja') => {
    const response = await fetchUpstream(`${baseUrl}/contests/?lang=${lang}`, {
      headers: { 'user-agent': BROWSER_USER_AGENT, accept: 'text/html' },
      pacer,
      ...tuning,
    });
    return parseAtcoderContestsPage(response.text);
  };
  const [english, japanese] = await Promise.allSettled([load('en'), load('ja')]);
  if (english.status === 'rejected' && japanese.status === 'rejected') throw english.reason;

  const byId = new Map<string, FetchedContest>();
  for (const page of [japanese, english]) {
    if (page.status !== 'fulfilled') continue;
    for (const contest of page.value) byId.set(contest.externalId, contest);
  }
  return [...byId.values()];
}
