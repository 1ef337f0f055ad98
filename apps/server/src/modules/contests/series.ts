import type { ContestPlatform } from '@codingkaro/contracts';

/** Recognisers for the contract's CONTEST_SERIES ids, in the order they are tried. */
const RULES: { platform: ContestPlatform; series: string; matches: (title: string, externalId: string) => boolean }[] = [
  { platform: 'codeforces', series: 'cf-educational', matches: (t) => /\beducational\b/i.test(t) },
  { platform: 'codeforces', series: 'cf-div1', matches: (t) => /\bdiv\.?\s*1\b/i.test(t) },
  { platform: 'codeforces', series: 'cf-div2', matches: (t) => /\bdiv\.?\s*2\b/i.test(t) },
  { platform: 'codeforces', series: 'cf-div3', matches: (t) => /\bdiv\.?\s*3\b/i.test(t) },
  { platform: 'codeforces', series: 'cf-div4', matches: (t) => /\bdiv\.?\s*4\b/i.test(t) },
  { platform: 'leetcode', series: 'lc-biweekly', matches: (t) => /\bbiweekly\b/i.test(t) },
  { platform: 'leetcode', series: 'lc-weekly', matches: (t) => /\bweekly\b/i.test(t) },
  { platform: 'codechef', series: 'cc-starters', matches: (t, id) => /\bstarters\b/i.test(t) || /^START\d/i.test(id) },
  { platform: 'atcoder', series: 'ac-abc', matches: (_t, id) => /^abc\d/i.test(id) },
  { platform: 'atcoder', series: 'ac-arc', matches: (_t, id) => /^arc\d/i.test(id) },
  { platform: 'atcoder', series: 'ac-agc', matches: (_t, id) => /^agc\d/i.test(id) },
  { platform: 'atcoder', series: 'ac-ahc', matches: (_t, id) => /^ahc\d/i.test(id) },
];

/** The series a contest belongs to ("Codeforces Round 995 (Div. 2)" → cf-div2), or null. */
export function seriesOf(platform: ContestPlatform, title: string, externalId: string): string | null {
  return RULES.find((rule) => rule.platform === platform && rule.matches(title, externalId))?.series ?? null;
}
