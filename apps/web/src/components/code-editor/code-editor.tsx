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
import { Decoration, type DecorationSet, EditorView, lineNumbers, placeholder as placeholderExtension } from '@codemirror/view';
import { useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { CodeEditorProps } from './code-editor-types';
import { CONTENT_PADDING_TOP, DEFAULT_BACKGROUND, LINE_HEIGHT, SURFACE_COLORS } from './editor-surface';
import { loadGrammar } from './grammars';

export { DEFAULT_BACKGROUND, loadGrammar };
export const TAB_SIZE = 2;
export const LEAVE_EDITOR_HINT = 'Press Escape, then Tab, to move focus out of the editor.';

type EditorExtensions = typeof import('./editor-extensions');
let extensionsChunk: Promise<EditorExtensions> | null = null;
/**
 * The second chunk (commands, completion, search, syntax colours), fetched once. Its libraries are
 * evaluated a few at a time, each in its own task (a module graph evaluates in one): the language
 * package and its parser, then completion, then the rest.
 */
function loadExtensions(): Promise<EditorExtensions> {
  extensionsChunk ??= (async () => {
    await import('@codemirror/language');
    await yieldToBrowser();
    await import('@codemirror/autocomplete');
    await yieldToBrowser();
    return import('./editor-extensions');
  })().catch((error: unknown) => {
    extensionsChunk = null;
    throw error;
  });
  return extensionsChunk;
}

/** Lets the browser paint and handle input before the next slice of the mount. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The editor's surface before its theme chunk arrives: the same background, text and gutter colours
 * as the finished theme (and the static preview), from the view package alone.
 */
const surfaceThemes = new Map<string, Extension>();
function surfaceTheme(dark: boolean, background?: string): Extension {
  const surface = background ?? (dark ? DEFAULT_BACKGROUND.dark : DEFAULT_BACKGROUND.light);
  const key = `${dark}:${surface}`;
  let theme = surfaceThemes.get(key);
  if (!theme) {
    const colors = dark ? SURFACE_COLORS.dark : SURFACE_COLORS.light;
    theme = EditorView.theme(
      {
        '&': { backgroundColor: surface, color: colors.text },
        '.cm-gutters': {
          backgroundColor: colors.gutter ?? surface,
          color: colors.gutterText,
          borderRight: `1px solid ${colors.gutterBorder}`,
        },
      },
      { dark },
    );
    surfaceThemes.set(key, theme);
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

function focusAt(view: EditorView, at: number | undefined) {
  if (at !== undefined) {
    const cursor = Math.min(Math.max(0, Math.trunc(at)), view.state.doc.length);
    view.dispatch({ selection: EditorSelection.cursor(cursor), scrollIntoView: true });
  }
  view.focus();
}

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
 * Runs `apply` (after the render) when `key` differs from what it was at the first render or at the
 * last run: the view is created with the first render's props, so reapplying them at once would only
 * reconfigure it five times over in its creation's task (~100 ms of a phone's main thread).
 */
function useWhenChanged(key: string, apply: () => void) {
  const applied = useRef(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for what `apply` reads
  useEffect(() => {
    if (applied.current === key) return;
    applied.current = key;
    apply();
  }, [key]);
}

/**
 * CodeMirror 6, controlled: a `value` that differs from the document replaces it (without echoing
 * it back through `onChange`). Language, theme, font size and read-only are reconfigured in place.
 *
 * It mounts in slices, each its own task, so a phone's main thread is never blocked long: first the
 * view with its document, line numbers, font and surface colours (view and state packages only);
 * then, after the browser has had a turn, the typing extensions and key bindings (second chunk), the
 * finished theme, the rest of the extensions in five more slices, and last the grammar. `onReady` fires once all are in. The finished
 * editor has the same extensions, in the same order, as a one-step mount. Focusing it through its
 * handle (someone reached for it) runs the remaining slices without waiting.
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
  onReady,
  ref,
  collaboration,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const hintId = useId();
  const applying = useRef(false);
  /** A focus asked for before the view existed, with where to put the cursor. */
  const focusOnCreate = useRef<{ at?: number } | null>(null);
  const hurry = useRef(false);
  const callbacks = useRef({ onChange, onKeyDown, onReady });
  callbacks.current = { onChange, onKeyDown, onReady };
  /** The props the last slices read when they run (they may have changed since the mount). */
  const latest = useRef({ language, dark, background });
  latest.current = { language, dark, background };
  /** The second chunk, once the mount has put its extensions in; the grammar follows it. */
  const extensions = useRef<EditorExtensions | null>(null);
  const mounted = useRef(false);
  const compartments = useRef({
    editing: new Compartment(),
    keys: new Compartment(),
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
      focus: (at?: number) => {
        hurry.current = true;
        if (view.current) focusAt(view.current, at);
        else focusOnCreate.current = { at };
      },
      goToLine(line: number) {
        const current = view.current;
        if (!current) return;
        hurry.current = true;
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
        doc: collaboration ? collaboration.text() : value,
        extensions: [
          // Ahead of every keymap (the search keymap would take Ctrl+Shift+F as Ctrl+F).
          Prec.highest(EditorView.domEventHandlers({ keydown: (event) => callbacks.current.onKeyDown?.(event) ?? false })),
          lineNumbers(),
          c.editing.of([]),
          EditorState.tabSize.of(TAB_SIZE),
          c.keys.of([]),
          marks?.length ? markedLines.init((state) => markLines(state, marks)) : markedLines,
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !applying.current) callbacks.current.onChange?.(update.state.doc.toString());
          }),
          c.language.of([]),
          c.theme.of(surfaceTheme(dark, background)),
          c.font.of(fontFor(fontSize)),
          c.access.of(accessFor(label, readOnly, hintId)),
          c.placeholder.of(placeholder ? placeholderExtension(placeholder) : []),
          // After the keymaps above, so its undo (of this person's own edits) comes first.
          collaboration ? Prec.high(collaboration.extension) : [],
        ],
      }),
    });
    view.current = created;
    if (focusOnCreate.current) {
      const { at } = focusOnCreate.current;
      focusOnCreate.current = null;
      hurry.current = true;
      focusAt(created, at);
    }
    let cancelled = false;
    const slice = async () => {
      if (!hurry.current) await yieldToBrowser();
      return !cancelled;
    };
    // The grammar of the language shown when it arrives (it may have changed while loading).
    const grammar = async () => {
      for (;;) {
        const wanted = latest.current.language;
        const loaded = await loadGrammar(wanted);
        if (!(await slice())) return;
        if (latest.current.language === wanted) {
          created.dispatch({ effects: c.language.reconfigure(loaded) });
          return;
        }
      }
    };
    void (async () => {
      if (!(await slice())) return;
      let ready: EditorExtensions;
      try {
        ready = await loadExtensions();
      } catch {
        return; // the chunk did not load (offline, new deploy): the view stays a plain text editor
      }
      if (!(await slice())) return;
      created.dispatch({
        effects: [c.editing.reconfigure(ready.editingExtensions(1)), c.keys.reconfigure(ready.keyExtensions())],
      });
      if (!(await slice())) return;
      // The finished theme mounts its style sheet (a style recalculation of the page): its own slice.
      const { dark: isDark, background: surface } = latest.current;
      extensions.current = ready;
      created.dispatch({ effects: c.theme.reconfigure(ready.themeFor(isDark, surface)) });
      for (let part = 2; part <= ready.EDITING_SLICES; part++) {
        if (!(await slice())) return;
        created.dispatch({ effects: c.editing.reconfigure(ready.editingExtensions(part)) });
      }
      if (!(await slice())) return;
      await grammar();
      if (cancelled) return;
      mounted.current = true;
      callbacks.current.onReady?.();
    })();
    return () => {
      cancelled = true;
      created.destroy();
      view.current = null;
      extensions.current = null;
      mounted.current = false;
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
    // Until the mount's last slice, that slice puts in the grammar of the language then shown.
    if (!mounted.current) return;
    let cancelled = false;
    void loadGrammar(language).then((grammar) => {
      if (!cancelled) view.current?.dispatch({ effects: compartments.current.language.reconfigure(grammar) });
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  useWhenChanged(`${dark}:${background ?? ''}`, () => {
    const ready = extensions.current;
    view.current?.dispatch({
      effects: compartments.current.theme.reconfigure(ready ? ready.themeFor(dark, background) : surfaceTheme(dark, background)),
    });
  });
  useWhenChanged(String(fontSize), () => {
    view.current?.dispatch({ effects: compartments.current.font.reconfigure(fontFor(fontSize)) });
  });
  useWhenChanged(`${label}\n${readOnly}\n${hintId}`, () => {
    view.current?.dispatch({ effects: compartments.current.access.reconfigure(accessFor(label, readOnly, hintId)) });
  });
  useWhenChanged(placeholder ?? '', () => {
    view.current?.dispatch({
      effects: compartments.current.placeholder.reconfigure(placeholder ? placeholderExtension(placeholder) : []),
    });
  });
  useWhenChanged(marks?.join(',') ?? '', () => {
    view.current?.dispatch({ effects: setMarkedLines.of(marks ?? []) });
  });

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
