import { useQuery } from '@tanstack/react-query';
import { GitFork, Lock, SquareTerminal } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page-title';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { Link, useNavigate, useParams } from '../../lib/router';
import { useDarkClass, useMediaQuery } from '../../lib/use-media-query';
import { snippetQuery } from './api/compiler-api';
import { LANGUAGES } from './compiler-languages';
import { saveDraft, saveLastLanguage } from './draft-storage';
import { LazyCodeEditor } from './lazy-code-editor';

/** /terminal/s/:id: a shared program, read-only, with Fork to continue in your own editor. */
export function SnippetPage() {
  const { id = '' } = useParams();
  usePageTitle('Shared program');
  const navigate = useNavigate();
  const dark = useDarkClass();
  const small = useMediaQuery('(max-width: 639.98px)');
  const under768 = useMediaQuery('(max-width: 767.98px)');
  const snippet = useQuery(snippetQuery(id));

  if (snippet.isPending) return <PageSpinner label="Loading shared program…" />;
  if (snippet.isError) {
    return (
      <section className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Shared program not found</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{errorMessage(snippet.error)}</p>
        <Link to="/terminal" className={buttonClasses('primary', 'md', 'mt-6')}>
          <SquareTerminal className="h-4 w-4" aria-hidden /> Open the compiler
        </Link>
      </section>
    );
  }

  const { language, code, stdin } = snippet.data;
  const fork = () => {
    saveDraft(language, { code, stdin });
    saveLastLanguage(language);
    notify.success(`Forked into your ${LANGUAGES[language].label} draft`);
    navigate('/terminal');
  };

  return (
    <section className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col gap-3 p-3 lg:h-[calc(100dvh-6rem)] lg:px-4 lg:pb-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0">
          <h1 className="text-lg font-bold text-slate-900 dark:text-white">Shared {LANGUAGES[language].label} program</h1>
          <p className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
            <Lock className="h-3 w-3" aria-hidden /> Read-only · shared {new Date(snippet.data.createdAt).toLocaleDateString()}
          </p>
        </div>
        <div className="ml-auto flex gap-2">
          <Link to="/terminal" className={buttonClasses('secondary', 'md')}>
            <SquareTerminal className="h-4 w-4" aria-hidden /> Compiler
          </Link>
          <Button onClick={fork}>
            <GitFork className="h-4 w-4" aria-hidden /> Fork
          </Button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        <LazyCodeEditor
          value={code}
          language={language}
          fontSize={small ? 12 : under768 ? 13 : 14}
          dark={dark}
          readOnly
          label={`${LANGUAGES[language].label} code (read-only)`}
        />
      </div>
      {stdin && (
        <div className="shrink-0 rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
          <h2 className="border-b border-slate-200 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
            Input
          </h2>
          <pre
            className="max-h-32 overflow-auto whitespace-pre-wrap p-3 font-mono text-sm text-slate-800 dark:text-slate-200"
            data-testid="snippet-stdin"
          >
            {stdin}
          </pre>
        </div>
      )}
    </section>
  );
}
