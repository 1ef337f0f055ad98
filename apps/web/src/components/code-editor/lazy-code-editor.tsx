import { lazy } from 'react';
import type { CodeEditorProps } from './code-editor-types';
import { CodePreview, CoveredEditor, useDeferredEditor } from './deferred-editor';

const loadEditor = () => import('./code-editor');
const CodeEditor = lazy(loadEditor);

/**
 * The editor with CodeMirror in its own chunk, loaded after the page is interactive (or when the
 * editor is reached for); until then a static preview of the code holds its place.
 */
export function LazyCodeEditor({ ref, ...props }: CodeEditorProps) {
  const { wanted, covered, activate, onReady, ref: editorRef, watch } = useDeferredEditor(ref, loadEditor);
  const preview = (
    <CodePreview
      value={props.value}
      language={props.language}
      fontSize={props.fontSize}
      dark={props.dark}
      background={props.background}
      label={props.label}
      onActivate={activate}
      containerRef={watch}
    />
  );
  if (!wanted) return preview;
  return (
    <CoveredEditor covered={covered} preview={preview}>
      <CodeEditor {...props} ref={editorRef} onReady={onReady} />
    </CoveredEditor>
  );
}
