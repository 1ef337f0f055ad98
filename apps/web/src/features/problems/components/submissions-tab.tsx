import type { JudgeLanguage, SubmissionHistoryItem } from '@codingkaro/contracts';
import { History, LogIn, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/auth-provider';
import { useSubmissions } from '../api/get-submissions';
import { useIsDarkMode } from '../hooks/use-is-dark-mode';
import { formatRelativeTime, LANGUAGE_LABELS, verdictTextClass } from '../lib/problem-format';
import { LazyCodeEditor } from './lazy-code-editor';

export const EMPTY_HISTORY_TEXT = 'Your submission history will appear here.';

const cell = 'px-3 py-2.5';

function CodeViewer({
  submission,
  onClose,
  onLoad,
}: {
  submission: SubmissionHistoryItem;
  onClose: () => void;
  onLoad: (language: JudgeLanguage, code: string) => void;
}) {
  const isDark = useIsDarkMode();
  return (
    <section
      aria-label="Submitted code"
      className="mt-4 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-900/60">
        <p className="text-sm">
          <span className={`font-semibold ${verdictTextClass(submission.status)}`}>{submission.status}</span>
          <span className="text-slate-500"> · {LANGUAGE_LABELS[submission.language]}</span>
        </p>
        <div className="flex items-center gap-1">
          <Button size="sm" onClick={() => onLoad(submission.language, submission.code)}>
            <Upload className="h-4 w-4" aria-hidden /> Load into editor
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close submitted code">
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="h-72">
        <LazyCodeEditor
          value={submission.code}
          language={submission.language}
          fontSize={13}
          isDark={isDark}
          readOnly
          label={`Submitted ${LANGUAGE_LABELS[submission.language]} code`}
        />
      </div>
    </section>
  );
}

/** The signed-in user's history for this problem; a row opens its code. */
export function SubmissionsTab({
  slug,
  onLoadCode,
}: {
  slug: string;
  onLoadCode: (language: JudgeLanguage, code: string) => void;
}) {
  const { status, signIn } = useAuth();
  const history = useSubmissions(slug, status === 'signed-in');
  const [openId, setOpenId] = useState<string | null>(null);

  if (status === 'signed-out') {
    return (
      <div className="flex flex-col items-center py-12 text-center">
        <LogIn className="h-10 w-10 text-slate-400" aria-hidden />
        <p className="mt-3 font-medium">Sign in to see your submissions.</p>
        <p className="mt-1 text-sm text-slate-500">Your accepted and failed attempts are kept here with their code.</p>
        <Button className="mt-5" onClick={signIn}>
          <LogIn className="h-4 w-4" aria-hidden /> Sign In
        </Button>
      </div>
    );
  }
  if (status === 'loading' || history.isPending) return <Spinner label="Loading submissions…" className="py-12" />;
  if (history.isError) {
    return (
      <div className="py-12 text-center" role="alert">
        <p className="font-medium">Could not load your submissions.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void history.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const submissions = history.data;
  if (submissions.length === 0) {
    return (
      <div className="flex flex-col items-center py-12 text-center text-slate-500">
        <History className="h-10 w-10" aria-hidden />
        <p className="mt-3">{EMPTY_HISTORY_TEXT}</p>
      </div>
    );
  }
  const open = submissions.find((s) => s._id === openId) ?? null;

  return (
    <div>
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[26rem] text-sm">
          <caption className="sr-only">Your submissions, newest first</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wider text-slate-500 dark:bg-slate-900/60">
            <tr>
              <th scope="col" className={`${cell} text-left font-semibold`}>
                Status
              </th>
              <th scope="col" className={`${cell} text-left font-semibold`}>
                Language
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                Runtime
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                Memory
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                Submitted
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {submissions.map((submission) => (
              <tr
                key={submission._id}
                className={`cursor-pointer transition-colors hover:bg-slate-50 dark:hover:bg-slate-800/50 ${
                  submission._id === openId ? 'bg-indigo-500/5' : ''
                }`}
                onClick={() => setOpenId(submission._id === openId ? null : submission._id)}
              >
                <td className={cell}>
                  <button
                    type="button"
                    aria-expanded={submission._id === openId}
                    onClick={(event) => {
                      event.stopPropagation();
                      setOpenId(submission._id === openId ? null : submission._id);
                    }}
                    className={`font-semibold hover:underline ${verdictTextClass(submission.status)}`}
                  >
                    {submission.status}
                  </button>
                  <span className="block text-xs text-slate-500">
                    {submission.testCasesPassed} / {submission.totalTestCases}
                  </span>
                </td>
                <td className={cell}>{LANGUAGE_LABELS[submission.language]}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {submission.runtime === null ? '—' : `${submission.runtime} ms`}
                </td>
                <td className={`${cell} text-right tabular-nums`}>
                  {submission.memory === null ? '—' : `${submission.memory} KB`}
                </td>
                <td className={`${cell} whitespace-nowrap text-right text-slate-500`}>
                  <time dateTime={submission.createdAt} title={new Date(submission.createdAt).toLocaleString()}>
                    {formatRelativeTime(submission.createdAt)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && <CodeViewer submission={open} onClose={() => setOpenId(null)} onLoad={onLoadCode} />}
    </div>
  );
}
