import { Flame, WifiOff } from 'lucide-react';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../lib/use-dismiss';
import { StreakPopover } from './streak-popover';
import { CACHED_HINT, OFFLINE_HINT, OFFLINE_LABEL, streakHint, streakLabel } from './streak-text';
import { useStreak } from './use-streak';

export type { StreakBadgePlacement } from '../../components/layout/streak-badge-slot';

import { STREAK_BADGE_WIDTH, type StreakBadgePlacement } from '../../components/layout/streak-badge-slot';

const pill =
  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

/** The navbar's daily streak badge with its popover (signed-in users only; the navigation decides). */
export function StreakBadge({ placement, dayMark }: { placement: StreakBadgePlacement; dayMark?: ReactNode }) {
  const state = useStreak();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  if (state.status === 'loading') {
    return (
      <span
        role="status"
        className={`${pill} ${STREAK_BADGE_WIDTH} animate-pulse border-transparent bg-slate-200 dark:bg-slate-800`}
      >
        <span className="sr-only">Loading streak</span>
      </span>
    );
  }

  const streak = state.status === 'loaded' ? state.streak : state.cached;
  const days = streak?.currentStreak ?? 0;
  if (state.status === 'error' && days === 0) {
    return (
      <span
        title={OFFLINE_HINT}
        className={`${pill} border-slate-300 bg-slate-100 text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300`}
        data-testid="streak-badge"
      >
        <WifiOff className="h-4 w-4" aria-hidden />
        {OFFLINE_LABEL}
        <span className="sr-only">. {OFFLINE_HINT}</span>
      </span>
    );
  }

  const fromCache = state.status === 'error';
  const hint = fromCache ? CACHED_HINT : streakHint(days);
  return (
    <div ref={rootRef} className={`relative ${placement === 'mobile-panel' ? 'inline-block' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        title={hint}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-label={`${streakLabel(days)}. ${hint}`}
        onClick={() => setOpen((value) => !value)}
        data-testid="streak-badge"
        className={`${pill} ${STREAK_BADGE_WIDTH} justify-center ${
          days > 0
            ? 'border-orange-300 bg-orange-50 text-orange-700 hover:bg-orange-100 dark:border-orange-500/40 dark:bg-orange-500/10 dark:text-orange-300 dark:hover:bg-orange-500/20'
            : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800'
        } ${placement === 'mobile-bar' ? 'px-2.5' : ''}`}
      >
        <Flame className={`h-4 w-4 ${days > 0 ? 'fill-orange-400 text-orange-500' : ''}`} aria-hidden />
        <span className="whitespace-nowrap">{streakLabel(days)}</span>
        {fromCache && (
          <span className="relative flex h-2 w-2" aria-hidden data-testid="streak-cached-dot">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-amber-400 opacity-75" />
            <span className="relative inline-flex h-2 w-2 rounded-full bg-amber-500" />
          </span>
        )}
      </button>
      {open && streak && <StreakPopover id={popoverId} streak={streak} fromCache={fromCache} dayMark={dayMark} />}
      {open && !streak && (
        <div
          id={popoverId}
          role="dialog"
          aria-label="Your daily streak"
          className="absolute right-0 top-full z-50 mt-3 w-64 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-2xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
        >
          Solve a problem, complete a sheet question or run code to start a streak.
        </div>
      )}
    </div>
  );
}
