import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  indentOnInput,
  indentUnit,
  type LanguageSupport,
  StreamLanguage,
  syntaxHighlighting,
} from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, type Extension, Prec } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { CompilerLanguage } from './compiler-languages';

/** Each language's grammar is its own small chunk, loaded when that language is chosen. */
async function languageSupport(language: CompilerLanguage): Promise<LanguageSupport | Extension> {
  switch (language) {
    case 'javascript':
      return (await import('@codemirror/lang-javascript')).javascript();
    case 'typescript':
      return (await import('@codemirror/lang-javascript')).javascript({ typescript: true });
    case 'python':
      return (await import('@codemirror/lang-python')).python();
    case 'java':
      return (await import('@codemirror/lang-java')).java();
    case 'cpp':
    case 'c':
      return (await import('@codemirror/lang-cpp')).cpp();
    case 'go':
      return (await import('@codemirror/lang-go')).go();
    case 'rust':
      return (await import('@codemirror/lang-rust')).rust();
    case 'php':
      return (await import('@codemirror/lang-php')).php();
    case 'ruby':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/ruby')).ruby);
  }
}

const lightTheme = [
  EditorView.theme({
    '&': { backgroundColor: '#ffffff', color: '#0f172a' },
    '.cm-gutters': { backgroundColor: '#f8fafc', color: '#94a3b8', borderRight: '1px solid #e2e8f0' },
    '.cm-activeLine': { backgroundColor: '#eef2ff80' },
    '.cm-activeLineGutter': { backgroundColor: '#e0e7ff', color: '#4338ca' },
    '&.cm-focused .cm-cursor': { borderLeftColor: '#4f46e5' },
  }),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
];
const darkTheme = [
  oneDark,
  Prec.highest(
    EditorView.theme(
      { '&': { backgroundColor: '#0b1120' }, '.cm-gutters': { backgroundColor: '#0b1120', borderRight: '1px solid #1e293b' } },
      { dark: true },
    ),
  ),
];

const sizeTheme = (fontSize: number) =>
  EditorView.theme({
    '&': { fontSize: `${fontSize}px`, height: '100%' },
    '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.6' },
    '.cm-content': { paddingBottom: '2rem' },
  });

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language: CompilerLanguage;
  fontSize: number;
  dark: boolean;
  readOnly?: boolean;
  label: string;
  onRun?: () => void;
  onFormat?: () => void;
}

/** CodeMirror 6, controlled: outside changes to `value` replace the document. */
export default function CodeEditor({
  value,
  onChange,
  language,
  fontSize,
  dark,
  readOnly = false,
  label,
  onRun,
  onFormat,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({
    language: new Compartment(),
    theme: new Compartment(),
    size: new Compartment(),
    readOnly: new Compartment(),
  });
  const applying = useRef(false);
  const callbacks = useRef({ onChange, onRun, onFormat });
  callbacks.current = { onChange, onRun, onFormat };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is created once; later props go through compartments
  useEffect(() => {
    if (!host.current) return;
    const c = compartments.current;
    // Ahead of every keymap (the search keymap would take Ctrl+Shift+F as Ctrl+F).
    const shortcuts = Prec.highest(
      EditorView.domEventHandlers({
        keydown(event) {
          if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
          if (event.key === 'Enter' && !event.shiftKey) callbacks.current.onRun?.();
          else if (event.shiftKey && event.key.toLowerCase() === 'f') callbacks.current.onFormat?.();
          else return false;
          event.preventDefault();
          return true;
        },
      }),
    );
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          shortcuts,
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
          indentUnit.of('  '),
          EditorState.tabSize.of(2),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...searchKeymap,
            ...historyKeymap,
            ...completionKeymap,
            indentWithTab,
          ]),
          placeholder('Write your code here…'),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !applying.current) callbacks.current.onChange?.(update.state.doc.toString());
          }),
          c.language.of([]),
          c.theme.of(dark ? darkTheme : lightTheme),
          c.size.of(sizeTheme(fontSize)),
          c.readOnly.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      applying.current = true;
      try {
        current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
      } finally {
        applying.current = false;
      }
    }
  }, [value]);

  useEffect(() => {
    let cancelled = false;
    languageSupport(language).then((support) => {
      if (!cancelled) view.current?.dispatch({ effects: compartments.current.language.reconfigure(support) });
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.theme.reconfigure(dark ? darkTheme : lightTheme) });
  }, [dark]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.size.reconfigure(sizeTheme(fontSize)) });
  }, [fontSize]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.readOnly.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
    });
  }, [readOnly]);

  return <div ref={host} className="h-full min-h-0 overflow-hidden" data-testid="code-editor" data-language={language} />;
}
