import type { JudgeLanguage, ProblemDetail } from '@codingkaro/contracts';
import { SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-provider';
import { Link, useParams } from '../../lib/router';
import { useMediaQuery } from '../../lib/use-media-query';
import { useProblem } from './api/get-problem';
import { useSheetPlaces } from './api/get-sheet-places';
import { EditorPanel } from './components/editor-panel';
import { LoginRequiredModal } from './components/login-required-modal';
import { ProblemStatement, type StatementTab } from './components/problem-statement';
import { SplitLayout } from './components/split-layout';
import { TabList, tabPanelId, underlineTab } from './components/tabs';
import { useJudge } from './hooks/use-judge';
import { useProblemEditor } from './hooks/use-problem-editor';

type MobileTab = 'problem' | 'code';

function ProblemNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <SearchX className="h-12 w-12 text-slate-400" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">Problem not found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">It may have been renamed or removed.</p>
      <Link to="/problems" className={buttonClasses('primary', 'md', 'mt-6')}>
        Go back to problems list
      </Link>
    </section>
  );
}

function ProblemWorkspace({ problem }: { problem: ProblemDetail }) {
  const { signIn } = useAuth();
  const editor = useProblemEditor(problem);
  const judge = useJudge(problem, editor);
  const [statementTab, setStatementTab] = useState<StatementTab>('description');
  const [mobileTab, setMobileTab] = useState<MobileTab>('problem');
  const sideBySide = useMediaQuery('(min-width: 1024px)');

  const loadCode = (language: JudgeLanguage, code: string) => {
    editor.loadCode(language, code);
    setMobileTab('code');
  };

  return (
    <div className="flex flex-col px-2 pb-4 sm:px-4 lg:h-[calc(100dvh-6.5rem)] lg:px-4">
      <TabList
        tabs={[
          { id: 'problem', label: 'Problem' },
          { id: 'code', label: 'Code' },
        ]}
        selected={mobileTab}
        onSelect={setMobileTab}
        label="Problem or code"
        idPrefix="problem-layout"
        className="sticky top-16 z-30 -mx-2 mb-2 flex border-b border-slate-200 bg-white/95 px-2 backdrop-blur-sm sm:-mx-4 sm:px-4 lg:hidden dark:border-slate-800 dark:bg-slate-950/95"
        tabClassName={(selected) => `${underlineTab(selected)} flex-1 justify-center`}
      />
      <div className="min-h-0 flex-1">
        <SplitLayout
          showing={mobileTab === 'problem' ? 'left' : 'right'}
          leftLabel="Problem statement"
          rightLabel="Code"
          leftId={tabPanelId('problem-layout', 'problem')}
          rightId={tabPanelId('problem-layout', 'code')}
          left={<ProblemStatement problem={problem} tab={statementTab} onTabChange={setStatementTab} onLoadCode={loadCode} />}
          right={
            <EditorPanel
              key={problem._id}
              problem={problem}
              editor={editor}
              judge={judge}
              showTitle={!sideBySide && mobileTab === 'code'}
            />
          }
        />
      </div>
      {judge.loginRequired && (
        <LoginRequiredModal
          onClose={judge.closeLogin}
          onSignIn={() => {
            judge.closeLogin();
            signIn();
          }}
        />
      )}
      {judge.alert && <AlertDialog title={judge.alert.title} message={judge.alert.message} onClose={judge.closeAlert} />}
    </div>
  );
}

/**
 * How long the workspace waits, once the problem is in, for the sheet places: they sit above the
 * statement's tabs, so arriving after the first paint they pushed the whole statement down (a layout
 * shift of ~0.07 on a phone). They are requested with the problem, so usually they are in first.
 */
export const SHEET_PLACES_WAIT_MS = 1000;

/** Whether a query is settled, or `ms` have passed since `from` became true while it was still pending. */
function useSettledOrWaited(pending: boolean, from: boolean, ms: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!from || !pending) return;
    const timer = window.setTimeout(() => setWaited(true), ms);
    return () => window.clearTimeout(timer);
  }, [from, pending, ms]);
  return !pending || waited;
}

/** /problems/:slug — statement on the left, editor and results on the right. */
export function ProblemPage() {
  const { slug = '' } = useParams();
  const { data: problem, isPending, isError } = useProblem(slug);
  // Fetched alongside the problem (not when the statement mounts), and shown with it.
  const places = useSheetPlaces(slug);
  const placesSettled = useSettledOrWaited(places.isPending, Boolean(problem), SHEET_PLACES_WAIT_MS);
  // Once shown, the workspace stays: a later refetch of the places (a failed one retries when the
  // statement mounts) must not take it down again.
  const shownFor = useRef<string | null>(null);
  if (problem && placesSettled) shownFor.current = slug;
  usePageTitle(problem?.title ?? (isError ? 'Problem not found' : 'Problem'));

  if (problem && shownFor.current === slug) return <ProblemWorkspace key={problem._id} problem={problem} />;
  if (isError) return <ProblemNotFound />;
  return <PageSpinner label={isPending ? 'Loading problem…' : 'Loading…'} />;
}
