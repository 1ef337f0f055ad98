import { REVIEW_RATINGS, type ReviewDue, type ReviewRating } from '@codingkaro/contracts';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../lib/router';
import { sinceLabel } from '../lib/time-text';
import { DifficultyPill } from './difficulty-pill';

const RATING_HINTS: Record<ReviewRating, string> = {
  Again: 'Forgot it',
  Hard: 'Struggled',
  Good: 'Recalled it',
  Easy: 'Effortless',
};

/** Four radio buttons (arrow keys move between them) and a save button. */
function RatingPicker({
  title,
  initial,
  busy,
  onRate,
}: {
  title: string;
  initial: ReviewRating;
  busy: boolean;
  onRate(rating: ReviewRating): void;
}) {
  const [rating, setRating] = useState<ReviewRating>(initial);
  const name = useId();
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium">How did it go?</legend>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {REVIEW_RATINGS.map((value) => (
          <label
            key={value}
            className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${
              rating === value
                ? 'border-indigo-500 bg-indigo-500/10 font-semibold text-indigo-700 dark:text-indigo-300'
                : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
              className="sr-only"
            />
            {value}{' '}
            <span className="hidden text-xs font-normal text-slate-500 sm:inline dark:text-slate-400">
              · {RATING_HINTS[value]}
            </span>
          </label>
        ))}
        <Button size="sm" onClick={() => onRate(rating)} disabled={busy} aria-label={`Save rating for ${title}`}>
          Save rating
        </Button>
      </div>
    </fieldset>
  );
}

/** One due review: re-solve (or confirm) it, then rate it. */
export function ReviewItem({
  review,
  now,
  busy,
  onRate,
}: {
  review: ReviewDue;
  now: number;
  busy: boolean;
  onRate(rating: ReviewRating): void;
}) {
  const solved = review.solvedForReview;
  const confirmOnly = review.problemSlug === null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words">{review.title}</h3>
        <DifficultyPill difficulty={review.difficulty} />
        {solved && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-600 dark:text-emerald-400">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> Solved again
            {solved.wrongSubmissions > 0 &&
              ` after ${solved.wrongSubmissions} wrong submission${solved.wrongSubmissions === 1 ? '' : 's'}`}
          </span>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {review.courseName ? `${review.courseName} · ` : ''}
        {review.kind === 'question'
          ? review.lastSolvedAt
            ? `Last reviewed ${sinceLabel(review.lastSolvedAt, now)}`
            : 'Marked “review this”'
          : `Last solved ${sinceLabel(review.lastSolvedAt, now)}`}
      </p>
      {solved || confirmOnly ? (
        <RatingPicker title={review.title} initial={solved?.suggestedRating ?? 'Good'} busy={busy} onRate={onRate} />
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Link to={`/problems/${review.problemSlug}`} className={buttonClasses('primary', 'sm')}>
            <RotateCcw className="h-4 w-4" aria-hidden /> Re-solve
          </Link>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => onRate('Again')}>
            I couldn’t solve it
          </Button>
          <span className="text-xs text-slate-500 dark:text-slate-400">Get it Accepted, then rate it here.</span>
        </div>
      )}
    </li>
  );
}
