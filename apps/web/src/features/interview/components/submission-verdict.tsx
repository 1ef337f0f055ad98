import type { InterviewSubmission } from '@codingkaro/contracts';
import { ROOM_LANGUAGE_LABELS } from '../lib/languages';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The last Submit, the same for everyone in the room: the verdict, tests passed, who submitted and when. */
export function SubmissionVerdict({ submission }: { submission: InterviewSubmission | null }) {
  if (!submission) return null;
  const accepted = submission.verdict === 'Accepted';
  return (
    <section aria-label="Last submission" className="space-y-1 px-3 py-3 text-sm" data-testid="submission-verdict">
      <h2 className="text-sm font-semibold">Last submission</h2>
      {submission.status === 'judging' ? (
        <p className="flex items-center gap-2 text-slate-700 dark:text-slate-300" role="status">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden /> Judging
          against the hidden tests…
        </p>
      ) : submission.status === 'failed' ? (
        <p className="font-medium text-rose-700 dark:text-rose-400">{submission.message ?? 'The code could not be judged.'}</p>
      ) : (
        <>
          <p
            className={`text-base font-semibold ${accepted ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`}
          >
            {submission.verdict}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {submission.testsPassed} / {submission.totalTests} tests passed
            {submission.runtimeMs !== null && ` · ${submission.runtimeMs} ms`}
          </p>
          {submission.message && (
            <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 font-mono text-xs text-rose-900 dark:border-rose-900/60 dark:bg-rose-950/40 dark:text-rose-200">
              {submission.message}
            </pre>
          )}
        </>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {ROOM_LANGUAGE_LABELS[submission.language]} · by <strong className="font-semibold">{submission.submittedBy}</strong> at{' '}
        <time dateTime={submission.submittedAt}>{timeOf(submission.submittedAt)}</time>
      </p>
    </section>
  );
}
