import type { Difficulty, JudgeLanguage, Verdict } from '@codingkaro/contracts';

export const LANGUAGE_LABELS: Record<JudgeLanguage, string> = {
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  c: 'C',
};

export const DIFFICULTY_TEXT: Record<Difficulty, string> = {
  Easy: 'text-emerald-700 dark:text-emerald-400',
  Medium: 'text-amber-700 dark:text-amber-400',
  Hard: 'text-rose-700 dark:text-rose-400',
};

export const verdictTextClass = (verdict: Verdict) =>
  verdict === 'Accepted' ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400';

/** Milliseconds, as the judge reports them. */
export const formatRuntime = (ms: number) => `${ms.toLocaleString('en-US')} ms`;

/**
 * A verdict's runtime as shown: a program stopped at the time limit has no measured runtime (the
 * judge records 0 ms for it), and a missing one is a dash.
 */
export const submissionRuntime = (verdict: Verdict, runtime: number | null) =>
  verdict === 'Time Limit Exceeded' ? 'Over the time limit' : runtime === null ? '—' : formatRuntime(runtime);

/** Kilobytes (spec 3), with thousands separators: '42,100 KB'. */
export const formatMemory = (kb: number) => `${kb.toLocaleString('en-US')} KB`;

/** Acceptance rate (a percentage) with one decimal. */
export const formatPercent = (value: number) => `${value.toFixed(1)}%`;

/** What a problem's acceptance shows: "—" until someone has submitted (never "0.0%" for an untried problem). */
export const NO_ACCEPTANCE_YET = '—';
export const formatAcceptance = (stats: { acceptanceRate: number; submissions: number }) =>
  stats.submissions > 0 ? formatPercent(stats.acceptanceRate) : NO_ACCEPTANCE_YET;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 minutes ago', 'yesterday', 'just now'. */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60), 'minute');
}
