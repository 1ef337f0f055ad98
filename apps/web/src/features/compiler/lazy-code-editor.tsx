import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor';

const CodeEditor = lazy(() => import('./code-editor'));

/** The editor with CodeMirror in its own chunk; a plain placeholder while it loads. */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="flex h-full items-center justify-center text-sm text-slate-500 dark:text-slate-400" role="status">
          Loading editor…
        </div>
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
}
