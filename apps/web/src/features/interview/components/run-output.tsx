import type { InterviewRun } from '@codingkaro/contracts';
import { ROOM_LANGUAGE_LABELS } from '../lib/languages';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The last run of the shared code, the same for everyone in the room: who ran it, when, and what it printed. */
export function RunOutput({ run }: { run: InterviewRun | null }) {
  if (!run) {
    return (
      <p className="px-3 py-4 text-sm text-slate-600 dark:text-slate-400">
        No run yet. Run the code to see its output here, for both of you.
      </p>
    );
  }
  const failed = run.status === 'failed' || Boolean(run.message) || (run.exitCode !== null && run.exitCode !== 0);
  return (
    <div className="flex min-h-0 flex-col gap-2 px-3 py-3 text-sm" data-testid="run-output">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {run.status === 'running' ? 'Running' : 'Ran'} {ROOM_LANGUAGE_LABELS[run.language]} · by{' '}
        <strong className="font-semibold">{run.ranBy}</strong> at <time dateTime={run.ranAt}>{timeOf(run.ranAt)}</time>
        {run.wallTimeMs !== null && ` · ${Math.round(run.wallTimeMs)} ms`}
      </p>
      {run.status === 'running' ? (
        <p className="flex items-center gap-2 text-slate-700 dark:text-slate-300" role="status">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden /> Running…
        </p>
      ) : (
        <>
          {run.message && <p className={failed ? 'font-medium text-rose-700 dark:text-rose-400' : ''}>{run.message}</p>}
          {run.compileOutput && <Block label="Compiler output" text={run.compileOutput} tone="error" />}
          {run.stdout && <Block label="Output" text={run.stdout} />}
          {run.stderr && <Block label="Errors" text={run.stderr} tone="error" />}
          {!run.stdout && !run.stderr && !run.compileOutput && !run.message && (
            <p className="text-slate-600 dark:text-slate-400">The program printed nothing.</p>
          )}
          {run.exitCode !== null && run.exitCode !== 0 && (
            <p className="text-xs text-slate-600 dark:text-slate-400">Exit code {run.exitCode}</p>
          )}
        </>
      )}
    </div>
  );
}

function Block({ label, text, tone }: { label: string; text: string; tone?: 'error' }) {
  return (
    <section aria-label={label}>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">{label}</h3>
      <pre
        className={`max-h-60 overflow-auto whitespace-pre-wrap break-words rounded-lg border px-3 py-2 font-mono text-xs ${
          tone === 'error'
            ? 'border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-900/60 dark:bg-rose-950/40 dark:text-rose-200'
            : 'border-slate-200 bg-slate-50 text-slate-900 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100'
        }`}
      >
        {text}
      </pre>
    </section>
  );
}
