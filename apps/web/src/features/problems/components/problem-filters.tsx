import { DIFFICULTIES, type Difficulty, PROBLEM_TOPICS } from '@codingkaro/contracts';
import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProblemListParams } from '../api/get-problems';

const difficultyOn: Record<Difficulty, string> = {
  Easy: 'border-emerald-500 bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  Medium: 'border-amber-500 bg-amber-500/15 text-amber-700 dark:text-amber-300',
  Hard: 'border-rose-500 bg-rose-500/15 text-rose-700 dark:text-rose-300',
};
const chipOff =
  'border-slate-200 bg-white text-slate-700 hover:border-indigo-400 hover:text-indigo-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-indigo-500 dark:hover:text-indigo-300';
const chip = 'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors';

/** Difficulty (one at a time; click again to clear) and topics (multi-select), in a collapsible panel. */
export function ProblemFilters({
  params,
  onChange,
  onClearAll,
  defaultOpen,
}: {
  params: ProblemListParams;
  onChange: (change: Partial<ProblemListParams>) => void;
  onClearAll: () => void;
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const activeCount = (params.difficulty ? 1 : 0) + params.topics.length;
  const hasAnyFilter = activeCount > 0 || params.search.trim() !== '';

  const toggleTopic = (topic: string) =>
    onChange({ topics: params.topics.includes(topic) ? params.topics.filter((t) => t !== topic) : [...params.topics, topic] });

  return (
    <section
      aria-label="Filters"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-2 rounded-lg px-2 py-1 font-semibold text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <SlidersHorizontal className="h-4 w-4 text-indigo-500" aria-hidden />
          Filters
          {activeCount > 0 && (
            <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs text-white">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          )}
          <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        </button>
        <button
          type="button"
          onClick={onClearAll}
          disabled={!hasAnyFilter}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-indigo-600 hover:bg-indigo-500/10 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent dark:text-indigo-400 dark:disabled:text-slate-600"
        >
          <X className="h-4 w-4" aria-hidden /> Clear all filters
        </button>
      </div>
      <div id={panelId} hidden={!open} className="space-y-5 border-t border-slate-200 px-4 py-4 dark:border-slate-800">
        <fieldset>
          <legend className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
            Difficulty
          </legend>
          <div className="flex flex-wrap gap-2">
            {DIFFICULTIES.map((difficulty) => {
              const on = params.difficulty === difficulty;
              return (
                <button
                  key={difficulty}
                  type="button"
                  aria-pressed={on}
                  onClick={() => onChange({ difficulty: on ? undefined : difficulty })}
                  className={`${chip} ${on ? difficultyOn[difficulty] : chipOff}`}
                >
                  {difficulty}
                </button>
              );
            })}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
            Topics
          </legend>
          <div className="flex flex-wrap gap-2">
            {PROBLEM_TOPICS.map((topic) => {
              const on = params.topics.includes(topic);
              return (
                <button
                  key={topic}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggleTopic(topic)}
                  className={`${chip} ${on ? 'border-indigo-500 bg-indigo-500/15 text-indigo-700 dark:text-indigo-300' : chipOff}`}
                >
                  {topic}
                </button>
              );
            })}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
