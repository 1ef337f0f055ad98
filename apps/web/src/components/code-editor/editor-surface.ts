/**
 * The editor's look that the static preview (deferred-editor.tsx) shares with CodeMirror
 * (code-editor.tsx), kept apart so the preview does not pull CodeMirror into the page's chunk.
 */
export const DEFAULT_BACKGROUND = { light: '#ffffff', dark: '#0f172a' } as const;
export const LINE_HEIGHT = 1.6;
/** Space above the first line (CodeMirror's `.cm-content` padding-top). */
export const CONTENT_PADDING_TOP = 8;
export const SURFACE_COLORS = {
  light: { text: '#0f172a', gutter: '#f8fafc', gutterText: '#64748b', gutterBorder: '#e2e8f0' },
  // One Dark's text and gutter colours; the gutter takes the editor's background.
  dark: { text: '#abb2bf', gutter: null, gutterText: '#7d8799', gutterBorder: '#1e293b' },
} as const;
