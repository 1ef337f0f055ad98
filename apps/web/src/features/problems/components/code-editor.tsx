import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import type { JudgeLanguage } from '@codingkaro/contracts';
import { useEffect, useRef } from 'react';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language: JudgeLanguage;
  fontSize: number;
  isDark: boolean;
  readOnly?: boolean;
  label: string;
}

const TAB_SIZE = 2;

const languageSupport = (language: JudgeLanguage): Extension => {
  switch (language) {
    case 'javascript':
      return javascript();
    case 'python':
      return python();
    case 'java':
      return java();
    case 'cpp':
    case 'c':
      return cpp();
  }
};

const lightTheme = EditorView.theme(
  {
    '&': { backgroundColor: '#ffffff', color: '#0f172a' },
    '.cm-gutters': { backgroundColor: '#f8fafc', color: '#94a3b8', borderRight: '1px solid #e2e8f0' },
    '.cm-activeLine': { backgroundColor: '#eef2ff80' },
    '.cm-activeLineGutter': { backgroundColor: '#eef2ff' },
  },
  { dark: false },
);
const darkTheme = [
  oneDark,
  // Doubled class: wins over One Dark's own background whatever order the styles mount in.
  EditorView.theme(
    { '&.cm-editor': { backgroundColor: '#0f172a' }, '&.cm-editor .cm-gutters': { backgroundColor: '#0f172a' } },
    { dark: true },
  ),
];
const themeFor = (isDark: boolean): Extension => (isDark ? darkTheme : lightTheme);
const fontFor = (fontSize: number) =>
  EditorView.theme({
    '&': { fontSize: `${fontSize}px`, height: '100%' },
    '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.6' },
    '.cm-content': { paddingBlock: '8px' },
  });
const editableFor = (readOnly: boolean) => [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];

/** CodeMirror 6, loaded as its own chunk. Controlled: `value` replaces the document when it differs. */
export default function CodeEditor({ value, onChange, language, fontSize, isDark, readOnly = false, label }: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const compartments = useRef({
    language: new Compartment(),
    theme: new Compartment(),
    font: new Compartment(),
    editable: new Compartment(),
  });

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is created once; later prop changes reconfigure it below
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const c = compartments.current;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          EditorState.tabSize.of(TAB_SIZE),
          indentUnit.of(' '.repeat(TAB_SIZE)),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...searchKeymap,
            ...historyKeymap,
            ...foldKeymap,
            ...completionKeymap,
            indentWithTab,
          ]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
          }),
          c.language.of(languageSupport(language)),
          c.theme.of(themeFor(isDark)),
          c.font.of(fontFor(fontSize)),
          c.editable.of(editableFor(readOnly)),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== value) view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.current.language.reconfigure(languageSupport(language)) });
  }, [language]);
  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.current.theme.reconfigure(themeFor(isDark)) });
  }, [isDark]);
  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.current.font.reconfigure(fontFor(fontSize)) });
  }, [fontSize]);
  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.current.editable.reconfigure(editableFor(readOnly)) });
  }, [readOnly]);

  return <div ref={hostRef} className="h-full min-h-0 overflow-hidden" data-testid="code-editor" />;
}
