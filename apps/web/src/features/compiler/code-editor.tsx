import SharedCodeEditor from '../../components/code-editor/code-editor';
import type { CodeEditorProps as SharedCodeEditorProps } from '../../components/code-editor/code-editor-types';
import type { CompilerLanguage } from './compiler-languages';
import { COMPILER_DARK_BACKGROUND } from './editor-background';

export interface CodeEditorProps
  extends Omit<SharedCodeEditorProps, 'language' | 'onKeyDown' | 'background' | 'placeholder' | 'markedLines'> {
  language: CompilerLanguage;
  /** Ctrl/Cmd+Enter */
  onRun?: () => void;
  /** Ctrl/Cmd+Shift+F */
  onFormat?: () => void;
}

/** The shared editor with the compiler's shortcuts and surface; loaded lazily by ./lazy-code-editor. */
export default function CodeEditor({ onRun, onFormat, dark, ...props }: CodeEditorProps) {
  return (
    <SharedCodeEditor
      {...props}
      dark={dark}
      background={dark ? COMPILER_DARK_BACKGROUND : undefined}
      placeholder="Write your code here…"
      onKeyDown={(event) => {
        if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
        if (event.key === 'Enter' && !event.shiftKey) onRun?.();
        else if (event.shiftKey && event.key.toLowerCase() === 'f') onFormat?.();
        else return false;
        event.preventDefault();
        return true;
      }}
    />
  );
}
