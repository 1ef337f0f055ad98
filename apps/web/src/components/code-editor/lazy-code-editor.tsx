import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor-types';
import { CodePreview, useDeferredEditor } from './deferred-editor';

const CodeEditor = lazy(() => import('./code-editor'));

/**
 * The editor with CodeMirror in its own chunk, loaded after the page is interactive (or when the
 * editor is reached for); until then a static preview of the code holds its place.
 */
export function LazyCodeEditor({ ref, ...props }: CodeEditorProps) {
  const { wanted, activate, ref: editorRef } = useDeferredEditor(ref);
  const preview = (
    <CodePreview
      value={props.value}
      fontSize={props.fontSize}
      dark={props.dark}
      background={props.background}
      label={props.label}
      onActivate={activate}
    />
  );
  if (!wanted) return preview;
  return (
    <Suspense fallback={preview}>
      <CodeEditor {...props} ref={editorRef} />
    </Suspense>
  );
}
