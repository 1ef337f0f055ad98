import type { ReviewRating } from '@codingkaro/contracts';
import { AlertTriangle, Download, Flame, LogIn, PartyPopper, RotateCw, Sparkles, Sun, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-provider';
import { localDateKey } from '../../lib/date-format';
import { notify } from '../../lib/notify';
import { useProblemOfTheDay } from './api/get-problem-of-the-day';
import { useTodayStreak } from './api/get-streak';
import { useToday } from './api/get-today';
import { useRateReview } from './api/rate-review';
import { downloadReviewHistory, useResetCards } from './api/review-data';
import { NextQuestions } from './components/next-questions';
import { PastProblems } from './components/past-problems';
import { ProblemOfTheDayCard, ProblemOfTheDayCardSkeleton } from './components/problem-of-the-day-card';
import { ReminderSettings } from './components/reminder-settings';
import { ReviewItem } from './components/review-item';
import { longDayLabel, timeLeftLabel } from './lib/time-text';

/** The current time, re-read every minute (time left today, "last solved" labels). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Section({ title, id, children, aside }: { title: string; id: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function GuestToday() {
  const { signIn } = useAuth();
  const problem = useProblemOfTheDay(null);
  const now = useMinuteClock();
  return (
    <div className="space-y-8">
      {problem.isPending ? (
        <ProblemOfTheDayCardSkeleton date={localDateKey(new Date())} />
      ) : problem.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {errorMessage(problem.error)}
        </p>
      ) : (
        <ProblemOfTheDayCard problem={problem.data.problem} timeLeft={timeLeftLabel(problem.data.endsAt, now)} />
      )}
      <div className="flex flex-col items-center rounded-2xl border border-indigo-500/30 bg-indigo-500/5 px-6 py-10 text-center">
        <p className="font-semibold">Login to get spaced-repetition reviews</p>
        <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">
          Every problem you solve comes back for a review just before you would forget it, and your sheets pick up where you left
          off.
        </p>
        <Button className="mt-5" onClick={signIn}>
          <LogIn className="h-4 w-4" aria-hidden /> Login
        </Button>
      </div>
    </div>
  );
}

function ResetCards({ viewer }: { viewer: string }) {
  const reset = useResetCards(viewer);
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 className="h-4 w-4" aria-hidden /> Reset cards
      </Button>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm">
      Delete every card and its history?
      <Button
        variant="danger"
        size="sm"
        disabled={reset.isPending}
        onClick={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify.success('Your review cards were reset.');
            },
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
      >
        Yes, reset
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </span>
  );
}

function SignedInToday({ viewer }: { viewer: string }) {
  const today = useToday(viewer);
  const streak = useTodayStreak(viewer);
  const rate = useRateReview(viewer);
  const now = useMinuteClock();
  const [showPast, setShowPast] = useState(false);

  if (today.isPending) return <Spinner label="Loading your day…" className="py-24" />;
  if (today.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-rose-500/30 bg-rose-500/5 px-6 py-12 text-center"
      >
        <AlertTriangle className="h-10 w-10 text-rose-500" aria-hidden />
        <p className="mt-3 font-semibold">Could not load your day</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{errorMessage(today.error)}</p>
        <Button className="mt-5" onClick={() => today.refetch()} disabled={today.isFetching}>
          <RotateCw className="h-4 w-4" aria-hidden /> Try Again
        </Button>
      </div>
    );
  }

  const day = today.data;
  const onRate = (cardId: string, rating: ReviewRating) =>
    rate.mutate(
      { cardId, rating },
      {
        onSuccess: (answer) => notify.success(`Next review ${new Date(answer.nextDue).toLocaleDateString()}`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  let reviews: ReactNode;
  if (day.cardCount === 0) {
    reviews = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
        <Sparkles className="h-9 w-9 text-indigo-400" aria-hidden />
        <p className="mt-3 font-semibold">No reviews yet</p>
        <p className="mt-1 max-w-md text-sm text-slate-500 dark:text-slate-400">
          Solve a problem (or mark a sheet question “review this”) and it comes back here when you are about to forget it.
        </p>
      </div>
    );
  } else if (day.dueCount === 0) {
    reviews = (
      <div className="flex flex-col items-center rounded-2xl border border-emerald-500/30 bg-emerald-500/5 px-6 py-10 text-center">
        <PartyPopper className="h-9 w-9 text-emerald-500" aria-hidden />
        <p className="mt-3 font-semibold">All reviews done</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Nothing else is due today. {day.cardCount} card{day.cardCount === 1 ? '' : 's'} scheduled for later.
        </p>
      </div>
    );
  } else {
    reviews = (
      <ul className="space-y-3" aria-label="Reviews due">
        {day.reviews.map((review) => (
          <ReviewItem
            key={review.cardId}
            review={review}
            now={now}
            busy={rate.isPending && rate.variables?.cardId === review.cardId}
            onRate={(rating) => onRate(review.cardId, rating)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap gap-3 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-500/15 px-3 py-1 font-medium text-amber-800 dark:text-amber-300">
          <Flame className="h-4 w-4" aria-hidden />
          {streak.data
            ? `${streak.data.currentStreak} day streak${streak.data.codedToday ? ' · practised today' : ''}`
            : streak.isError
              ? 'Streak unavailable'
              : 'Streak…'}
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-500/10 px-3 py-1 text-slate-700 dark:text-slate-300">
          <Sun className="h-4 w-4" aria-hidden /> {timeLeftLabel(day.endsAt, now)} left today ({day.timeZone})
        </span>
      </div>

      <Section
        title="Problem of the day"
        id="today-potd"
        aside={
          <Button variant="ghost" size="sm" aria-expanded={showPast} onClick={() => setShowPast((v) => !v)}>
            {showPast ? 'Hide past problems' : 'Past problems'}
          </Button>
        }
      >
        <ProblemOfTheDayCard problem={day.problemOfTheDay} timeLeft={timeLeftLabel(day.endsAt, now)} />
        {showPast && (
          <div className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
            <PastProblems viewer={viewer} today={day.date} />
          </div>
        )}
      </Section>

      <Section
        title={`Reviews due${day.dueCount ? ` (${day.dueCount})` : ''}`}
        id="today-reviews"
        aside={
          day.dueCount > day.reviews.length ? (
            <span className="text-sm text-slate-500 dark:text-slate-400">Showing the {day.reviews.length} oldest</span>
          ) : undefined
        }
      >
        {reviews}
      </Section>

      <Section title="Continue your sheets" id="today-sheets">
        <NextQuestions questions={day.nextQuestions} />
      </Section>

      <Section title="Reminders and your data" id="today-settings">
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <ReminderSettings viewer={viewer} />
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => downloadReviewHistory().catch((error) => notify.error(errorMessage(error)))}
            >
              <Download className="h-4 w-4" aria-hidden /> Export review history (CSV)
            </Button>
            <ResetCards viewer={viewer} />
          </div>
        </div>
      </Section>
    </div>
  );
}

/** `/today`: the problem of the day, reviews due, the next sheet questions, the streak and the day's time left. */
export function TodayPage() {
  usePageTitle('Today');
  const { user, status } = useAuth();
  const today = useToday(user?.email ?? null);
  const heading = today.data ? longDayLabel(today.data.date) : null;

  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">Today</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {heading ? `${heading}: one` : 'One'} problem for everyone, your reviews, and where your sheets left off.
        </p>
      </header>
      {status === 'loading' ? (
        <Spinner label="Loading your day…" className="py-24" />
      ) : user ? (
        <SignedInToday viewer={user.email} />
      ) : (
        <GuestToday />
      )}
    </div>
  );
}
