import type { JudgeLanguage, SubmissionHistoryItem } from '@codingkaro/contracts';
import { History, LogIn, Upload, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LazyCodeEditor } from '../../../components/code-editor/lazy-code-editor';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useDarkClass } from '../../../lib/use-media-query';
import { useSubmissions } from '../api/get-submissions';
import { formatMemory, formatRelativeTime, LANGUAGE_LABELS, submissionRuntime, verdictTextClass } from '../lib/problem-format';

/** Spec 2, "Problem page": the Submissions tab before there is anything to show. */
export const EMPTY_HISTORY_TEXT = 'Your submission history will appear here.';
export const SIGN_IN_FOR_HISTORY_TEXT = 'Sign in to see your submissions.';

const cell = 'px-3 py-2.5';
/** Memory and time get their own columns from 640 px; below that they sit under runtime and verdict. */
const wideOnly = 'hidden sm:table-cell';
const muted = 'text-slate-500 dark:text-slate-400';

function CodeViewer({
  submission,
  onClose,
  onLoad,
}: {
  submission: SubmissionHistoryItem;
  onClose: () => void;
  onLoad: (language: JudgeLanguage, code: string) => void;
}) {
  const dark = useDarkClass();
  const section = useRef<HTMLElement>(null);
  // Opening a row further up the list shows its code, even when that is below the fold.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <section
      ref={section}
      aria-label="Submitted code"
      className="mt-4 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-900/60">
        <p className="text-sm">
          <span className={`font-semibold ${verdictTextClass(submission.status)}`}>{submission.status}</span>
          <span className={muted}> · {LANGUAGE_LABELS[submission.language]}</span>
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
          dark={dark}
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
        <History className={`h-10 w-10 ${muted}`} aria-hidden />
        <p className="mt-3 font-medium">{EMPTY_HISTORY_TEXT}</p>
        <p className={`mt-1 text-sm ${muted}`}>{SIGN_IN_FOR_HISTORY_TEXT}</p>
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
      <div className={`flex flex-col items-center py-12 text-center ${muted}`}>
        <History className="h-10 w-10" aria-hidden />
        <p className="mt-3">{EMPTY_HISTORY_TEXT}</p>
      </div>
    );
  }
  const open = submissions.find((s) => s._id === openId) ?? null;
  const toggle = (id: string) => setOpenId(id === openId ? null : id);

  return (
    <div>
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-sm">
          <caption className="sr-only">Your submissions, newest first</caption>
          <thead className={`bg-slate-50 text-xs uppercase tracking-wider dark:bg-slate-900/60 ${muted}`}>
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
              <th scope="col" className={`${cell} ${wideOnly} text-right font-semibold`}>
                Memory
              </th>
              <th scope="col" className={`${cell} ${wideOnly} text-right font-semibold`}>
                Submitted
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {submissions.map((submission) => {
              const isOpen = submission._id === openId;
              const time = (
                <time dateTime={submission.createdAt} title={new Date(submission.createdAt).toLocaleString()}>
                  {formatRelativeTime(submission.createdAt)}
                </time>
              );
              const memory = submission.memory === null ? '—' : formatMemory(submission.memory);
              return (
                <tr
                  key={submission._id}
                  className={`cursor-pointer transition-colors hover:bg-slate-50 dark:hover:bg-slate-800/50 ${
                    isOpen ? 'bg-indigo-500/10' : ''
                  }`}
                  onClick={() => toggle(submission._id)}
                >
                  <td className={cell}>
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      onClick={(event) => {
                        event.stopPropagation();
                        toggle(submission._id);
                      }}
                      className={`text-left font-semibold hover:underline ${verdictTextClass(submission.status)}`}
                    >
                      {submission.status}
                    </button>
                    <span className={`block text-xs ${muted}`}>
                      {submission.testCasesPassed} / {submission.totalTestCases}
                      <span className="sm:hidden"> · {time}</span>
                    </span>
                  </td>
                  <td className={cell}>{LANGUAGE_LABELS[submission.language]}</td>
                  <td className={`${cell} text-right tabular-nums`}>
                    {submissionRuntime(submission.status, submission.runtime)}
                    <span className={`block text-xs sm:hidden ${muted}`}>{memory}</span>
                  </td>
                  <td className={`${cell} ${wideOnly} text-right tabular-nums`}>{memory}</td>
                  <td className={`${cell} ${wideOnly} whitespace-nowrap text-right ${muted}`}>{time}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {open && <CodeViewer key={open._id} submission={open} onClose={() => setOpenId(null)} onLoad={onLoadCode} />}
    </div>
  );
}
