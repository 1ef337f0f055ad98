import { type ReactNode, type Ref, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { afterAppReady, whenIdle } from '../../lib/app-ready';
import type { CodeEditorHandle, EditorLanguage } from './code-editor-types';
import { CONTENT_PADDING_TOP, DEFAULT_BACKGROUND, LINE_HEIGHT, SURFACE_COLORS } from './editor-surface';
import { TOKEN_COLORS, tokenize } from './static-highlight';

/** More lines than any editor shows at once; the rest arrives with CodeMirror. */
const PREVIEW_LINES = 200;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Whether the element handed to the returned callback ref has been on screen. A pane hidden behind a
 * tab (`display: none`, the problem page's Code tab on a phone) is not, until it is shown; without
 * IntersectionObserver (jsdom) everything counts as seen.
 */
function useSeenOnScreen(): [boolean, (element: HTMLElement | null) => void] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const watch = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const watching = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watching.disconnect();
      setSeen(true);
    });
    watching.observe(element);
    observer.current = watching;
  }, []);
  return [seen, watch];
}

/**
 * When to mount CodeMirror: once the editor's preview has been on screen, the page is interactive
 * and the main thread idle, or at once when someone reaches for the editor (pointer or focus on the
 * preview), which then gets the focus. An editor behind a tab nobody opened (a phone's problem page
 * opens on the statement) costs nothing: a phone spent ~0.5 s of main thread mounting it unseen.
 * Returns the ref to hand CodeMirror (it forwards to `outer`), and whether the preview should still
 * cover it: CodeMirror mounts in slices behind the preview, which goes once the editor says it is
 * ready (`onReady`) or someone reaches for it.
 */
export function useDeferredEditor(outer: Ref<CodeEditorHandle> | undefined, preload?: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false);
  const [uncovered, setUncovered] = useState(false);
  const [seen, watch] = useSeenOnScreen();
  const handle = useRef<CodeEditorHandle | null>(null);
  /** Reached for before the editor's handle existed: focus it (cursor where the preview was clicked) once it does. */
  const focusOnMount = useRef<{ at?: number } | null>(null);
  // `preload` fetches and evaluates the editor's chunk in a task of its own; the view is created on
  // the next idle moment, so neither shares a task with the other nor with the app's late extras.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the preload is a module-level import
  useEffect(() => {
    if (wanted || !seen) return;
    let cancelNext = () => {};
    let cancelled = false;
    const cancelReady = afterAppReady(() => {
      const mount = () => {
        if (!cancelled) cancelNext = whenIdle(() => setWanted(true));
      };
      if (preload) preload().then(mount, mount);
      else setWanted(true);
    });
    return () => {
      cancelled = true;
      cancelReady();
      cancelNext();
    };
  }, [wanted, seen]);
  const activate = useCallback((at?: number) => {
    // A click focuses the preview right after its pointerdown: the focus keeps the click's cursor.
    if (handle.current) handle.current.focus(at);
    else if (!focusOnMount.current || at !== undefined) focusOnMount.current = { at };
    setWanted(true);
    setUncovered(true);
  }, []);
  const onReady = useCallback(() => setUncovered(true), []);
  const ref = useCallback(
    (editor: CodeEditorHandle | null) => {
      assignRef(outer, editor);
      handle.current = editor;
      if (editor && focusOnMount.current) {
        const { at } = focusOnMount.current;
        focusOnMount.current = null;
        editor.focus(at);
      }
    },
    [outer],
  );
  return { wanted, covered: !uncovered, activate, onReady, ref, watch };
}

/**
 * CodeMirror (`children`, in a Suspense boundary) under the static `preview` until it is ready: the
 * page keeps the preview's highlighted code while the editor mounts, and nothing moves when it goes.
 * Covered, the editor is inert (out of the tab order and of assistive technology's view); uncovered
 * before its chunk has arrived (someone reached for it), the preview stands in for it meanwhile.
 */
export function CoveredEditor({ covered, preview, children }: { covered: boolean; preview: ReactNode; children: ReactNode }) {
  return (
    <div className="relative h-full min-h-0">
      <div className="h-full min-h-0" inert={covered || undefined}>
        <Suspense fallback={covered ? null : preview}>{children}</Suspense>
      </div>
      {covered && <div className="absolute inset-0 z-10">{preview}</div>}
    </div>
  );
}

interface CodePreviewProps {
  value: string;
  /** Colours keywords, strings, numbers and comments as the editor will (none without it). */
  language?: EditorLanguage;
  fontSize: number;
  dark: boolean;
  background?: string;
  label: string;
  /** Someone reached for the code: `at` is the offset they clicked (none for a focus or the gutter). */
  onActivate: (at?: number) => void;
  /** Gets the preview's element (`useDeferredEditor`'s `watch`: CodeMirror waits until it is on screen). */
  containerRef?: Ref<HTMLDivElement>;
}

type CaretDocument = Document & {
  caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

/** The offset in the previewed text under a point: the text nodes before the hit one, plus its offset. */
function offsetAt(code: HTMLElement, x: number, y: number): number | undefined {
  const doc = code.ownerDocument as CaretDocument;
  const position = doc.caretPositionFromPoint?.(x, y);
  const range = position ? null : doc.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? range?.startContainer;
  const offset = position?.offset ?? range?.startOffset ?? 0;
  if (!node || node.nodeType !== Node.TEXT_NODE || !code.contains(node)) return undefined;
  const walker = doc.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  let before = 0;
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (text === node) return before + offset;
    before += text.textContent?.length ?? 0;
  }
  return undefined;
}

function HighlightedCode({ text, language, dark }: { text: string; language?: EditorLanguage; dark: boolean }) {
  const tokens = useMemo(() => (language ? tokenize(text, language) : [{ text, kind: null }]), [text, language]);
  const colors = TOKEN_COLORS[dark ? 'dark' : 'light'];
  return tokens.map((token, index) =>
    token.kind ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: tokens are positions in a static text
      <span key={index} style={{ color: colors[token.kind] }}>
        {token.text}
      </span>
    ) : (
      token.text
    ),
  );
}

/**
 * The code as highlighted text in the editor's font, gutter and colours, filling the editor's box, so
 * the page paints its final layout before CodeMirror loads and nothing moves when it replaces this.
 */
export function CodePreview({ value, language, fontSize, dark, background, label, onActivate, containerRef }: CodePreviewProps) {
  const colors = dark ? SURFACE_COLORS.dark : SURFACE_COLORS.light;
  const surface = background ?? (dark ? DEFAULT_BACKGROUND.dark : DEFAULT_BACKGROUND.light);
  const all = value.split('\n');
  const lines = all.slice(0, PREVIEW_LINES);
  const digits = String(all.length).length;
  const code = useRef<HTMLPreElement>(null);
  return (
    <div
      ref={containerRef}
      role="status"
      aria-label={`${label} (loading the editor)`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keeps the editor's place in the tab order; focusing it loads the editor
      tabIndex={0}
      onPointerDown={(event) => onActivate(code.current ? offsetAt(code.current, event.clientX, event.clientY) : undefined)}
      onFocus={() => onActivate()}
      data-testid="code-preview"
      className="flex h-full min-h-0 overflow-hidden"
      style={{ backgroundColor: surface, color: colors.text, fontSize, lineHeight: LINE_HEIGHT, fontFamily: 'var(--font-mono)' }}
    >
      <div
        aria-hidden
        className="shrink-0 select-none text-right"
        style={{
          backgroundColor: colors.gutter ?? surface,
          color: colors.gutterText,
          borderRight: `1px solid ${colors.gutterBorder}`,
          paddingTop: CONTENT_PADDING_TOP,
          paddingLeft: 5,
          // CodeMirror's gutters: line numbers (padding 5px and 3px, at least 20px wide), the fold
          // gutter (a one-character marker, 1px each side) and a 1px border.
          paddingRight: 'calc(3px + 1ch + 2px)',
          width: `calc(max(20px, ${digits}ch + 8px) + 1ch + 3px)`,
        }}
      >
        {lines.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: line numbers are positions
          <div key={index}>{index + 1}</div>
        ))}
      </div>
      <pre
        ref={code}
        aria-hidden
        className="m-0 min-w-0 flex-1 overflow-hidden"
        style={{ paddingTop: CONTENT_PADDING_TOP, paddingLeft: 6, font: 'inherit', tabSize: 2 }}
      >
        <HighlightedCode text={lines.join('\n')} language={language} dark={dark} />
      </pre>
    </div>
  );
}
