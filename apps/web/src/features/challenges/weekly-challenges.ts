import type { Difficulty, ProblemListItem } from '@codingkaro/contracts';

/** How many problems of each difficulty a week's challenge holds. */
export const WEEKLY_MIX: Record<Difficulty, number> = { Easy: 2, Medium: 3, Hard: 2 };

/** Monday (UTC) of the week that contains `date`, as YYYY-MM-DD. */
export function weekStart(date: Date): string {
  const day = date.getUTCDay();
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - ((day + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * The week's curated set: the same for everyone during a week, different next week. Problems are
 * ranked by a hash of (week, slug), so the pick is stable while the library grows.
 */
export function pickWeeklyChallenges(problems: ProblemListItem[], week: string): ProblemListItem[] {
  const free = problems.filter((p) => !p.isPremium);
  const picked: ProblemListItem[] = [];
  for (const difficulty of ['Easy', 'Medium', 'Hard'] as const) {
    const ranked = free
      .filter((p) => p.difficulty === difficulty)
      .sort((a, b) => hash(`${week}:${a.slug}`) - hash(`${week}:${b.slug}`) || a.order - b.order);
    picked.push(...ranked.slice(0, WEEKLY_MIX[difficulty]));
  }
  return picked;
}
