import type { CourseQuestion } from '@codingkaro/contracts';
import { Check, Star } from 'lucide-react';
import { memo } from 'react';
import type { QuestionChange } from '../lib/course-progress';
import { DifficultyBadge } from './difficulty-badge';
import { NotesEditor } from './notes-editor';
import { QuestionLinks } from './question-links';

export interface QuestionRowProps {
  question: CourseQuestion;
  /** The sheet the row is in: its Solve link keeps the problem page in this sheet's context. */
  courseSlug: string;
  /** Whether the user may change progress; false tells a guest to sign in. */
  canChange(): boolean;
  onChange(question: CourseQuestion, change: QuestionChange): void;
}

/** One question: complete toggle, title, difficulty, links, the task (full stack), revision flag and notes. */
export const QuestionRow = memo(function QuestionRow({ question, courseSlug, canChange, onChange }: QuestionRowProps) {
  const change = (next: QuestionChange) => {
    if (canChange()) onChange(question, next);
  };
  return (
    <li
      className={`rounded-2xl border p-3 transition-colors sm:p-4 ${
        question.status
          ? 'border-emerald-500/30 bg-emerald-500/5 dark:bg-emerald-500/5'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <div className="flex items-start gap-2.5 sm:gap-3">
        <label className="relative mt-0.5 inline-flex h-6 w-6 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            checked={question.status}
            onChange={(event) => change({ field: 'status', value: event.target.checked })}
            aria-label={`Completed: ${question.title}`}
            className="peer h-6 w-6 cursor-pointer appearance-none rounded-md border-2 border-slate-300 bg-white checked:border-emerald-500 checked:bg-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-950 dark:checked:border-emerald-500 dark:checked:bg-emerald-500"
          />
          <Check className="pointer-events-none absolute h-4 w-4 text-white opacity-0 peer-checked:opacity-100" aria-hidden />
        </label>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex items-start gap-2">
            <DifficultyBadge difficulty={question.difficulty} />
            <h3
              className={`min-w-0 flex-1 text-sm font-medium break-words sm:text-base ${
                question.status ? 'text-slate-500 line-through decoration-slate-400/60 dark:text-slate-400' : ''
              }`}
            >
              {question.title}
            </h3>
          </div>
          {question.task && <p className="text-sm text-slate-600 dark:text-slate-400">{question.task}</p>}
          <NotesEditor
            actions={<QuestionLinks links={question.links} title={question.title} courseSlug={courseSlug} />}
            notes={question.notes}
            title={question.title}
            canEdit={canChange}
            onSave={(notes) => change({ field: 'notes', value: notes })}
          />
        </div>
        <button
          type="button"
          aria-pressed={question.forRevision}
          aria-label={`Flag for revision: ${question.title}`}
          title={question.forRevision ? 'Flagged for revision' : 'Flag for revision'}
          onClick={() => change({ field: 'forRevision', value: !question.forRevision })}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-400 hover:bg-amber-500/10 hover:text-amber-500 dark:text-slate-500"
        >
          <Star className={`h-5 w-5 ${question.forRevision ? 'fill-amber-400 text-amber-500' : ''}`} aria-hidden />
        </button>
      </div>
    </li>
  );
});
