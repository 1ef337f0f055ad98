import { parse } from 'node-html-parser';
import { CODEFORCES_SITE, codeforcesClient } from '../../lib/platforms/codeforces';
import type { UpstreamTuning } from './fetched-contest';

/** Link texts of a contest's editorial in the "Contest materials" box (English and Russian). */
const EDITORIAL_TEXT = /\b(tutorial|editorial)\b|разбор/i;

/** The editorial blog entry linked from a contest page's materials, or null when there is none yet. */
export function findCodeforcesEditorial(html: string): string | null {
  const root = parse(html);
  for (const link of root.querySelectorAll('a[href]')) {
    const entry = /^(?:https?:\/\/(?:www\.)?codeforces\.(?:com|net))?\/blog\/entry\/(\d+)\/?$/.exec(
      link.getAttribute('href') ?? '',
    );
    const label = `${link.text} ${link.getAttribute('title') ?? ''}`;
    if (entry && EDITORIAL_TEXT.test(label)) return `${CODEFORCES_SITE}/blog/entry/${entry[1]}`;
  }
  return null;
}

/** Reads `/contest/{id}` (paced with every other Codeforces call in the process). */
export async function fetchCodeforcesEditorial(
  baseUrl: string,
  contestId: string,
  tuning: UpstreamTuning = {},
): Promise<string | null> {
  const response = await codeforcesClient(baseUrl).page(`/contest/${encodeURIComponent(contestId)}`, { retries: 1, ...tuning });
  return findCodeforcesEditorial(response.text);
}
