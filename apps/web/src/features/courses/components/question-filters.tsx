import { Search, Star, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  DIFFICULTY_FILTERS,
  type DifficultyFilter,
  type QuestionFilters as Filters,
  hasActiveFilters,
  STATUS_FILTERS,
  type StatusFilter,
} from '../lib/course-progress';

const fieldClasses =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/** Title search, difficulty, status and revision-only filters for the selected day. */
export function QuestionFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: Filters;
  onChange(change: Partial<Filters>): void;
  onClear(): void;
}) {
  const id = useId();
  // The box keeps its own text so typing never waits for the address bar; it follows outside changes.
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="relative min-w-0 flex-1 sm:min-w-56">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search questions
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Search questions"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            onChange({ search: event.target.value });
          }}
          className={`${fieldClasses} w-full pl-9`}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-500 dark:text-slate-400">
          Difficulty
          <select
            value={filters.difficulty}
            onChange={(event) => onChange({ difficulty: event.target.value as DifficultyFilter })}
            className={fieldClasses}
          >
            {DIFFICULTY_FILTERS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-500 dark:text-slate-400">
          Status
          <select
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
            className={fieldClasses}
          >
            {STATUS_FILTERS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-pressed={filters.revisionOnly}
          onClick={() => onChange({ revisionOnly: !filters.revisionOnly })}
          className={`inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors ${
            filters.revisionOnly
              ? 'border-amber-500/60 bg-amber-500/15 text-amber-800 dark:text-amber-200'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200 dark:hover:bg-slate-900'
          }`}
        >
          <Star className={`h-4 w-4 ${filters.revisionOnly ? 'fill-amber-400 text-amber-500' : ''}`} aria-hidden />
          Revision only
        </button>
        {hasActiveFilters(filters) && (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X className="h-4 w-4" aria-hidden /> Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
