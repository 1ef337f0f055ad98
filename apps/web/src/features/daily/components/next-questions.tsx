import type { NextSheetQuestion } from '@codingkaro/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from '../../../lib/router';
import { DifficultyPill } from './difficulty-pill';

/** The next unfinished question in each course the learner has started. */
export function NextQuestions({ questions }: { questions: NextSheetQuestion[] }) {
  if (questions.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
        No sheet in progress.{' '}
        <Link to="/allcourse" className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
          Start a DSA sheet
        </Link>{' '}
        and its next question shows here.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {questions.map((q) => (
        <li key={q.questionId}>
          <Link
            to={`/courses/${q.courseSlug}?day=${q.dayNumber}`}
            className="group flex h-full items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition hover:border-indigo-400 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="min-w-0">
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {q.courseName} · Day {q.dayNumber}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 font-medium break-words">
                {q.title} <DifficultyPill difficulty={q.difficulty} />
              </span>
            </span>
            <ArrowRight className="mt-1 h-4 w-4 shrink-0 text-slate-400 group-hover:text-indigo-500" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
