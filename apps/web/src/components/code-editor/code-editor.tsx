import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  indentUnit,
  StreamLanguage,
  syntaxHighlighting,
} from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import {
  Compartment,
  EditorSelection,
  EditorState,
  type Extension,
  Prec,
  RangeSetBuilder,
  StateEffect,
  StateField,
} from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import {
  Decoration,
  type DecorationSet,
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderExtension,
} from '@codemirror/view';
import { useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { CodeEditorProps, EditorLanguage } from './code-editor-types';
import { CONTENT_PADDING_TOP, DEFAULT_BACKGROUND, LINE_HEIGHT, SURFACE_COLORS } from './editor-surface';

export { DEFAULT_BACKGROUND };
export const TAB_SIZE = 2;
export const LEAVE_EDITOR_HINT = 'Press Escape, then Tab, to move focus out of the editor.';

async function importGrammar(language: EditorLanguage): Promise<Extension> {
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

const grammars = new Map<EditorLanguage, Promise<Extension>>();

/** Each grammar is its own small chunk, fetched once when its language is first shown. */
export function loadGrammar(language: EditorLanguage): Promise<Extension> {
  let grammar = grammars.get(language);
  if (!grammar) {
    grammar = importGrammar(language).catch(() => {
      // A chunk that failed to load (offline, new deploy) is tried again next time.
      grammars.delete(language);
      return [];
    });
    grammars.set(language, grammar);
  }
  return grammar;
}

/* Themes: one look for every editor in the app, on a background that matches its surface. */

const lightTheme = (background: string) =>
  EditorView.theme(
    {
      '&': { backgroundColor: background, color: SURFACE_COLORS.light.text },
      '.cm-gutters': {
        backgroundColor: SURFACE_COLORS.light.gutter,
        color: SURFACE_COLORS.light.gutterText,
        borderRight: `1px solid ${SURFACE_COLORS.light.gutterBorder}`,
      },
      '.cm-activeLine': { backgroundColor: '#eef2ff80' },
      '.cm-activeLineGutter': { backgroundColor: '#e0e7ff', color: '#4338ca' },
      '&.cm-focused .cm-cursor': { borderLeftColor: '#4f46e5' },
      '.cm-markedLine': { backgroundColor: '#ffe4e6', boxShadow: 'inset 3px 0 #e11d48' },
    },
    { dark: false },
  );
const darkTheme = (background: string) => [
  oneDark,
  // Ahead of One Dark's own background, whatever order the styles mount in.
  Prec.highest(
    EditorView.theme(
      {
        '&': { backgroundColor: background },
        '.cm-gutters': { backgroundColor: background, borderRight: `1px solid ${SURFACE_COLORS.dark.gutterBorder}` },
        '.cm-markedLine': { backgroundColor: '#f43f5e26', boxShadow: 'inset 3px 0 #fb7185' },
      },
      { dark: true },
    ),
  ),
];

const themes = new Map<string, Extension>();
export function themeFor(dark: boolean, background?: string): Extension {
  const surface = background ?? (dark ? DEFAULT_BACKGROUND.dark : DEFAULT_BACKGROUND.light);
  const key = `${dark}:${surface}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = dark ? darkTheme(surface) : lightTheme(surface);
    themes.set(key, theme);
  }
  return theme;
}

const fonts = new Map<number, Extension>();
export function fontFor(fontSize: number): Extension {
  let font = fonts.get(fontSize);
  if (!font) {
    font = EditorView.theme({
      '&': { fontSize: `${fontSize}px`, height: '100%' },
      '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: String(LINE_HEIGHT) },
      '.cm-content': { paddingTop: `${CONTENT_PADDING_TOP}px`, paddingBottom: '2rem' },
    });
    fonts.set(fontSize, font);
  }
  return font;
}

/**
 * Name, hint and editability of the editing area. Read-only code cannot be edited but can still be
 * focused (tabindex) and scrolled from the keyboard; editable code says how to tab out of it.
 */
const accessFor = (label: string, readOnly: boolean, hintId: string): Extension => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
  EditorView.contentAttributes.of(
    readOnly
      ? { 'aria-label': label, tabindex: '0', 'aria-readonly': 'true' }
      : { 'aria-label': label, 'aria-describedby': hintId },
  ),
];

/* Marked lines: a line decoration that follows edits until the marks are replaced. */

const setMarkedLines = StateEffect.define<readonly number[]>();
const markedLine = Decoration.line({ class: 'cm-markedLine' });

function markLines(state: EditorState, lines: readonly number[]): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const sorted = [...new Set(lines)].filter((n) => Number.isInteger(n) && n >= 1 && n <= state.doc.lines).sort((a, b) => a - b);
  for (const n of sorted) {
    const line = state.doc.line(n);
    builder.add(line.from, line.from, markedLine);
  }
  return builder.finish();
}

const markedLines = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) if (effect.is(setMarkedLines)) next = markLines(transaction.state, effect.value);
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * CodeMirror 6, controlled: a `value` that differs from the document replaces it (without echoing
 * it back through `onChange`). Language, theme, font size and read-only are reconfigured in place.
 */
export default function CodeEditor({
  value,
  onChange,
  language,
  fontSize,
  dark,
  label,
  readOnly = false,
  placeholder,
  background,
  markedLines: marks,
  onKeyDown,
  ref,
  collaboration,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const hintId = useId();
  const applying = useRef(false);
  const focusOnCreate = useRef(false);
  const callbacks = useRef({ onChange, onKeyDown });
  callbacks.current = { onChange, onKeyDown };
  const compartments = useRef({
    language: new Compartment(),
    theme: new Compartment(),
    font: new Compartment(),
    access: new Compartment(),
    placeholder: new Compartment(),
  });

  useImperativeHandle(
    ref,
    () => ({
      // Asked before the view exists (a lazy editor focused as it mounts): focus once it does.
      focus: () => {
        if (view.current) view.current.focus();
        else focusOnCreate.current = true;
      },
      goToLine(line: number) {
        const current = view.current;
        if (!current) return;
        const { doc } = current.state;
        const target = doc.line(Math.min(Math.max(1, Math.trunc(line)), doc.lines));
        current.dispatch({
          selection: EditorSelection.cursor(target.from),
          effects: EditorView.scrollIntoView(target.from, { y: 'center' }),
        });
        current.focus();
      },
    }),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is created once; later props go through compartments
  useEffect(() => {
    if (!host.current) return;
    const c = compartments.current;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          // Ahead of every keymap (the search keymap would take Ctrl+Shift+F as Ctrl+F).
          Prec.highest(EditorView.domEventHandlers({ keydown: (event) => callbacks.current.onKeyDown?.(event) ?? false })),
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
          markedLines,
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !applying.current) callbacks.current.onChange?.(update.state.doc.toString());
          }),
          c.language.of([]),
          c.theme.of(themeFor(dark, background)),
          c.font.of(fontFor(fontSize)),
          c.access.of(accessFor(label, readOnly, hintId)),
          c.placeholder.of(placeholder ? placeholderExtension(placeholder) : []),
          // After the keymaps above, so its undo (of this person's own edits) comes first.
          collaboration ? Prec.high(collaboration) : [],
        ],
      }),
    });
    view.current = created;
    if (focusOnCreate.current) {
      focusOnCreate.current = false;
      created.focus();
    }
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current || collaboration || current.state.doc.toString() === value) return;
    applying.current = true;
    try {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    } finally {
      applying.current = false;
    }
  }, [value, collaboration]);

  useEffect(() => {
    let cancelled = false;
    void loadGrammar(language).then((grammar) => {
      if (!cancelled) view.current?.dispatch({ effects: compartments.current.language.reconfigure(grammar) });
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.theme.reconfigure(themeFor(dark, background)) });
  }, [dark, background]);
  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.font.reconfigure(fontFor(fontSize)) });
  }, [fontSize]);
  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.access.reconfigure(accessFor(label, readOnly, hintId)) });
  }, [label, readOnly, hintId]);
  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.placeholder.reconfigure(placeholder ? placeholderExtension(placeholder) : []),
    });
  }, [placeholder]);

  const marksKey = marks?.join(',') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the line list
  useEffect(() => {
    view.current?.dispatch({ effects: setMarkedLines.of(marks ?? []) });
  }, [marksKey]);

  return (
    <div className="relative h-full min-h-0 overflow-hidden">
      {!readOnly && (
        <span id={hintId} className="sr-only">
          {LEAVE_EDITOR_HINT}
        </span>
      )}
      <div ref={host} className="h-full min-h-0" data-testid="code-editor" data-language={language} />
    </div>
  );
}
