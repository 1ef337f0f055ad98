import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../components/ui/page-title';
import { useProblems } from './api/get-problems';
import { Pagination } from './components/pagination';
import { ProblemFilters } from './components/problem-filters';
import { ProblemsEmpty, ProblemTable } from './components/problem-table';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { type ProblemSort, SORT_LABELS, useProblemListParams } from './hooks/use-problem-list-params';

export const SEARCH_DEBOUNCE_MS = 300;

/** /problems: search, filters, sort and paging, all kept in the address bar. */
export function ProblemListPage() {
  usePageTitle('Problems');
  const [params, update] = useProblemListParams();
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useProblems(params);

  // The search box types freely; the URL (and the request) follow once typing pauses.
  const [searchText, setSearchText] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const lastSentSearch = useRef(params.search);
  const lastDebouncedSearch = useRef(debouncedSearch);
  useEffect(() => {
    // Only a newly settled value is sent: `update` changes with every URL change (e.g. 'Clear all
    // filters'), and re-sending the old settled text then would put the cleared search back.
    if (debouncedSearch === lastDebouncedSearch.current) return;
    lastDebouncedSearch.current = debouncedSearch;
    if (debouncedSearch === lastSentSearch.current) return;
    lastSentSearch.current = debouncedSearch;
    update({ search: debouncedSearch }, { replace: true });
  }, [debouncedSearch, update]);
  // Back/forward or 'Clear all filters' change the URL: show what it says.
  useEffect(() => {
    if (params.search === lastSentSearch.current) return;
    lastSentSearch.current = params.search;
    setSearchText(params.search);
  }, [params.search]);

  const clearAll = () => {
    lastSentSearch.current = '';
    setSearchText('');
    update({ search: '', difficulty: undefined, topics: [] });
  };

  // A shared or stale link past the last page (the library shrank, filters changed) goes to the last page.
  const lastPage = data && !isPlaceholderData ? Math.max(1, data.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && params.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [lastPage, params.page, update]);

  const problems = isError ? [] : (data?.problems ?? []);
  const totalPages = isError ? 0 : (data?.totalPages ?? 0);
  const loading = isPending && !isError;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Master{' '}
          <span className="bg-gradient-to-r from-indigo-500 via-violet-500 to-cyan-500 bg-clip-text text-transparent">DSA</span>{' '}
          Problems
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Practise classic interview problems, run your code against the examples and submit to the judge.
        </p>
      </header>

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="relative flex-1">
          <span className="sr-only">Search problems</span>
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search problems..."
            maxLength={100}
            className="h-11 w-full rounded-xl border border-slate-300 bg-white pl-10 pr-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <span className="whitespace-nowrap">Sort by</span>
          <select
            value={params.sortBy}
            onChange={(event) => update({ sortBy: event.target.value as ProblemSort })}
            className="h-11 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 sm:flex-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            {(Object.keys(SORT_LABELS) as ProblemSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="mb-6">
        <ProblemFilters
          params={params}
          onChange={update}
          onClearAll={clearAll}
          defaultOpen={typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches}
        />
      </div>

      {!loading && problems.length === 0 ? (
        <ProblemsEmpty onRetry={isError ? () => void refetch() : undefined} retrying={isFetching} />
      ) : (
        <ProblemTable problems={problems} loading={loading} busy={isPlaceholderData && isFetching} />
      )}
      <Pagination
        page={params.page}
        totalPages={totalPages}
        onPageChange={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
