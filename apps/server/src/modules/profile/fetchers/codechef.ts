import { type HTMLElement, parse } from 'node-html-parser';
import { z } from 'zod';
import { codechefClient } from '../../../lib/platforms/codechef';
import { UpstreamError } from '../../../lib/upstream';
import { calendarFrom, emptyStats, pathSegment, requestOptions, text, toCount } from './normalise';
import type { PlatformFetcher } from './types';

const RatingRow = z.object({
  name: z.string().optional(),
  code: z.string().optional(),
  rating: z.union([z.string(), z.number()]),
  rank: z.union([z.string(), z.number()]).optional(),
  end_date: z.string().optional(),
});
const DayRow = z.object({ date: z.string(), value: z.union([z.number(), z.string()]) });

/** CodeChef's star bands (its own table). */
export function codechefStars(rating: number): number {
  const floors = [1400, 1600, 1800, 2000, 2200, 2500];
  return 1 + floors.filter((floor) => rating >= floor).length;
}

/** Reads a `var name = [...];` array out of the page's inline scripts; null when absent or broken. */
function inlineArray(scripts: string, name: string): unknown[] | null {
  const match = new RegExp(`var\\s+${name}\\s*=\\s*(\\[[\\s\\S]*?\\])\\s*;`).exec(scripts);
  if (!match) return null;
  try {
    const value = JSON.parse(match[1] ?? '');
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

const firstNumber = (value: string | undefined) => toCount(/([\d,]+)/.exec(value ?? '')?.[1]);

/** "2024-05-15 22:00:00" in IST as the page writes it -> ISO; null when unreadable. */
function istDate(value: string | undefined): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:\s+(\d{1,2}):(\d{2}))?/.exec(value ?? '');
  if (!match) return null;
  const [, y, m, d, hh = '0', mm = '0'] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)) - 330 * 60_000;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function parseCodeChefPage(html: string): ReturnType<typeof emptyStats> | null {
  const root = parse(html);
  const scripts = root
    .querySelectorAll('script')
    .map((script) => script.text)
    .join('\n');
  const details = root.querySelector('.user-details-container');
  const ratingText = root.querySelector('.rating-number')?.text;
  const history = inlineArray(scripts, 'all_rating');
  // A missing handle redirects to a page with none of the profile parts.
  if (!details && ratingText === undefined && history === null) return null;

  const stats = emptyStats();
  stats.displayName = text(details?.querySelector('h1, h2')?.text);
  const avatar = details?.querySelector('img')?.getAttribute('src');
  stats.avatar = avatar && /^https:\/\//.test(avatar) ? avatar : null;
  stats.country = text(root.querySelector('.user-country-name')?.text);
  stats.rating = firstNumber(ratingText);
  stats.maxRating = firstNumber(/Highest Rating\s*([\d,]+)/i.exec(root.querySelector('.rating-header small')?.text ?? '')?.[1]);
  const starText = root.querySelector('.rating-star')?.text ?? '';
  const stars = (starText.match(/★/g) ?? []).length || firstNumber(starText);
  if (stars) stats.rankTitle = `${stars}★`;
  else if (stats.rating !== null) stats.rankTitle = `${codechefStars(stats.rating)}★`;
  const ranks = root.querySelectorAll('.rating-ranks li');
  stats.globalRank = firstNumber(ranks[0]?.querySelector('a, strong')?.text ?? ranks[0]?.text);
  const solvedHeading = root
    .querySelectorAll('section.problems-solved h3, .problems-solved h3, h3')
    .map((h: HTMLElement) => h.text)
    .find((t) => /Total Problems Solved/i.test(t));
  stats.problemsSolved = firstNumber(solvedHeading?.split(':')[1]);

  if (history) {
    const rows = history.flatMap((row) => {
      const parsed = RatingRow.safeParse(row);
      if (!parsed.success) return [];
      const rating = Number(parsed.data.rating);
      const date = istDate(parsed.data.end_date);
      if (!Number.isFinite(rating) || !date) return [];
      return [{ contest: parsed.data.name ?? parsed.data.code ?? 'Contest', date, rating, rank: toCount(parsed.data.rank) }];
    });
    stats.ratingHistory = rows;
    stats.contestsAttended = rows.length;
    if (stats.maxRating === null && rows.length) stats.maxRating = Math.max(...rows.map((row) => row.rating));
  }
  const daily = inlineArray(scripts, 'userDailySubmissionsStats');
  if (daily) {
    const days = daily.flatMap((row) => {
      const parsed = DayRow.safeParse(row);
      return parsed.success ? [[parsed.data.date, toCount(parsed.data.value) ?? 0] as [string, number]] : [];
    });
    stats.calendar = calendarFrom(days, 'platform');
  }
  return stats;
}

export const fetchCodeChef: PlatformFetcher = async (username, ctx) => {
  let html: string;
  try {
    const response = await codechefClient(ctx.urls.codechef).get(`/users/${pathSegment(username)}`, 'html', requestOptions(ctx));
    html = response.text;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'not-found') return { found: false };
    throw error;
  }
  if (/<title>\s*Just a moment/i.test(html)) throw new UpstreamError('rate-limited', 'answered a bot-check page');
  const stats = parseCodeChefPage(html);
  return stats ? { found: true, stats } : { found: false };
};
