/**
 * The editor's second chunk: editing commands, key bindings, completion, search, folding and the
 * syntax colours. code-editor.tsx mounts CodeMirror without them (the view and its document only,
 * one short task) and adds them here in slices, each its own task, so no single one blocks input long.
 */
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
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
import { type Extension, Prec } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap } from '@codemirror/view';
import { DEFAULT_BACKGROUND, SURFACE_COLORS } from './editor-surface';

export const TAB_SIZE = 2;

/**
 * What sits between the line numbers and the tab size, in CodeMirror's order. Slice 1 is what typing
 * needs and does not draw (history, auto-indent, brackets); each later slice adds a little more
 * (drawn selection and active line; syntax colours; fold gutter; bracket matching and completion;
 * selection matches), since every reconfiguration re-resolves the whole configuration and updates
 * the view, and a slice over 50 ms at a phone's speed counts as blocking. The last holds every one,
 * in the same order, so the finished editor has exactly the extensions of a one-step mount.
 */
export const EDITING_SLICES = 6;
let editing: [Extension, number][] | null = null;
/** Created once: every slice (and every editor) shares the same instances, so a reconfiguration only adds. */
function editingParts(): [Extension, number][] {
  editing ??= [
    [highlightActiveLineGutter(), 2],
    [foldGutter(), 4],
    [history(), 1],
    [drawSelection(), 2],
    [indentOnInput(), 1],
    [bracketMatching(), 5],
    [closeBrackets(), 1],
    [autocompletion(), 5],
    [highlightActiveLine(), 2],
    [highlightSelectionMatches(), 6],
    [syntaxHighlighting(defaultHighlightStyle, { fallback: true }), 3],
  ];
  return editing;
}
export function editingExtensions(slice: number): Extension[] {
  return editingParts()
    .filter(([, from]) => from <= slice)
    .map(([extension]) => extension);
}

/** Indentation unit and every key binding (after the tab size, as before). */
let keys: Extension[] | null = null;
export function keyExtensions(): Extension[] {
  keys ??= [
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
  ];
  return keys;
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
