import { AlertTriangle, Play, RotateCcw } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { type SqlResult, useSqlDatabase } from './sql-database';

type RunState =
  | { status: 'idle' }
  | { status: 'running'; starting: boolean }
  | { status: 'done'; result: SqlResult }
  | { status: 'error'; message: string };

/** How one cell prints: NULL is shown as a distinct badge by the table, everything else as text. */
export function formatCell(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** An editable, runnable SQL example against the sample database (PGlite, in the browser). */
export function SqlRunner({ initialQuery, label }: { initialQuery: string; label: string }) {
  const database = useSqlDatabase();
  const [query, setQuery] = useState(initialQuery);
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const editorId = useId();

  const run = async () => {
    if (!query.trim()) {
      setState({ status: 'error', message: 'Write a query to run.' });
      return;
    }
    setState({ status: 'running', starting: !database.isReady() });
    try {
      setState({ status: 'done', result: await database.run(query) });
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void run();
    }
  };

  return (
    <section
      aria-label={label}
      data-testid="sql-runner"
      className="overflow-hidden rounded-xl border border-amber-500/30 bg-white dark:border-amber-400/20 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-amber-500/5 px-3 py-2 dark:border-slate-800">
        <label htmlFor={editorId} className="text-xs font-semibold uppercase tracking-wider text-amber-700 dark:text-amber-300">
          {label} · editable
        </label>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setQuery(initialQuery);
              setState({ status: 'idle' });
            }}
            disabled={query === initialQuery && state.status === 'idle'}
          >
            <RotateCcw className="h-3.5 w-3.5" aria-hidden /> Reset
          </Button>
          <Button size="sm" onClick={run} disabled={state.status === 'running'}>
            <Play className="h-3.5 w-3.5" aria-hidden /> Run
          </Button>
        </div>
      </div>
      <textarea
        id={editorId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        rows={Math.min(Math.max(query.split('\n').length, 3), 18)}
        className="block w-full resize-y bg-slate-50 px-4 py-3 font-mono text-[0.8125rem] leading-6 text-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500 dark:bg-slate-950 dark:text-slate-200"
      />
      <div aria-live="polite" className="border-t border-slate-200 dark:border-slate-800">
        {state.status === 'running' && (
          <Spinner
            label={state.starting ? 'Starting the in-browser database (first run only)…' : 'Running query…'}
            className="justify-start px-4 py-3 text-sm"
          />
        )}
        {state.status === 'error' && (
          <div role="alert" className="flex gap-2 bg-rose-500/10 px-4 py-3 text-sm text-rose-700 dark:text-rose-300">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <div>
              <p className="font-semibold">Query failed</p>
              <p className="mt-0.5 break-words font-mono text-xs">{state.message}</p>
            </div>
          </div>
        )}
        {state.status === 'done' && <SqlResultTable result={state.result} />}
        {state.status === 'idle' && (
          <p className="px-4 py-2 text-xs text-slate-500 dark:text-slate-400">Press Run (or Ctrl+Enter) to see the result.</p>
        )}
      </div>
    </section>
  );
}

export function SqlResultTable({ result }: { result: SqlResult }) {
  const time = `${Math.max(1, Math.round(result.elapsedMs))} ms`;
  if (result.affectedRows !== null) {
    return (
      <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
        Query OK, {plural(result.affectedRows, 'row')} affected ({time}). Changes are rolled back after each run.
      </p>
    );
  }
  return (
    <div>
      <div className="max-h-96 overflow-auto">
        <table className="w-full border-collapse text-left font-mono text-xs">
          <thead className="sticky top-0 bg-slate-100 dark:bg-slate-800">
            <tr>
              {result.columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns may repeat a name
                  key={index}
                  scope="col"
                  className="whitespace-nowrap px-3 py-2 font-semibold text-slate-900 dark:text-white"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row, rowIndex) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: result rows have no identity
                key={rowIndex}
                className="border-t border-slate-200 odd:bg-white even:bg-slate-50 dark:border-slate-800 dark:odd:bg-slate-900 dark:even:bg-slate-900/60"
              >
                {row.map((value, cellIndex) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    key={cellIndex}
                    className="whitespace-nowrap px-3 py-1.5 text-slate-700 dark:text-slate-300"
                  >
                    {value === null || value === undefined ? (
                      <span className="rounded bg-slate-200 px-1.5 py-0.5 text-[0.7rem] font-semibold italic text-slate-600 dark:bg-slate-700 dark:text-slate-300">
                        NULL
                      </span>
                    ) : (
                      formatCell(value)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p
        data-testid="sql-row-count"
        className="border-t border-slate-200 px-4 py-2 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400"
      >
        {plural(result.rows.length, 'row')} · {time}
      </p>
    </div>
  );
}
