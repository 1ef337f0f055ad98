import { lazy } from 'react';
import { CodePreview, CoveredEditor, useDeferredEditor } from '../../components/code-editor/deferred-editor';
import type { CodeEditorProps } from './code-editor';
import { COMPILER_DARK_BACKGROUND } from './editor-background';

const CodeEditor = lazy(() => import('./code-editor'));

/**
 * The compiler's editor with CodeMirror in its own chunk, loaded after the page is interactive (or
 * when the editor is reached for); until then a static preview of the code holds its place.
 */
export function LazyCodeEditor({ ref: outer, ...props }: CodeEditorProps) {
  const { wanted, covered, activate, onReady, ref, watch } = useDeferredEditor(outer);
  const preview = (
    <CodePreview
      value={props.value}
      language={props.language}
      fontSize={props.fontSize}
      dark={props.dark}
      background={props.dark ? COMPILER_DARK_BACKGROUND : undefined}
      label={props.label}
      onActivate={activate}
      containerRef={watch}
    />
  );
  if (!wanted) return preview;
  return (
    <CoveredEditor covered={covered} preview={preview}>
      <CodeEditor {...props} ref={ref} onReady={onReady} />
    </CoveredEditor>
  );
}
