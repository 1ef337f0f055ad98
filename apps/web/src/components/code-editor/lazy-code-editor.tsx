import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor-types';

const CodeEditor = lazy(() => import('./code-editor'));

/** The shared CodeMirror editor, kept in its own chunk; a quiet placeholder while it loads. */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className="flex h-full min-h-40 items-center justify-center text-sm text-slate-500 dark:text-slate-400"
          role="status"
        >
          Loading editor…
        </div>
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
}
