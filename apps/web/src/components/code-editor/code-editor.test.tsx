import { EditorView } from '@codemirror/view';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import CodeEditor, { LEAVE_EDITOR_HINT, loadGrammar } from './code-editor';
import type { CodeEditorHandle, CodeEditorProps } from './code-editor-types';
import { LazyCodeEditor } from './lazy-code-editor';

// jsdom has no layout: CodeMirror's measuring asks ranges for rectangles.
beforeAll(() => {
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const base: CodeEditorProps = { value: 'a\nb\nc\n', language: 'python', fontSize: 14, dark: false, label: 'Code editor' };
const content = () => screen.getByRole('textbox', { name: 'Code editor' });

describe('CodeEditor (shared)', () => {
  it('names the editing area, says how to leave it, and follows the font size', () => {
    const { rerender } = render(<CodeEditor {...base} />);
    expect(content()).toHaveAttribute('contenteditable', 'true');
    expect(content()).toHaveAccessibleDescription(LEAVE_EDITOR_HINT);
    expect(screen.getByTestId('code-editor')).toHaveAttribute('data-language', 'python');
    rerender(<CodeEditor {...base} label="Code editor" fontSize={12} />);
    expect(getComputedStyle(document.querySelector('.cm-editor') as Element).fontSize).toBe('12px');
  });

  it('is created with its props, with no reconfiguring in the task that creates it; later props still apply', () => {
    const dispatch = vi.spyOn(EditorView.prototype, 'dispatch');
    onTestFinished(() => {
      dispatch.mockRestore();
    });
    const { rerender } = render(<CodeEditor {...base} dark markedLines={[2]} placeholder="Write here" />);
    expect(dispatch).not.toHaveBeenCalled();
    expect(Array.from(document.querySelectorAll('.cm-markedLine')).map((line) => line.textContent)).toEqual(['b']);
    rerender(<CodeEditor {...base} dark={false} markedLines={[3]} placeholder="Write here" />);
    expect(dispatch).toHaveBeenCalledTimes(2);
    expect(Array.from(document.querySelectorAll('.cm-markedLine')).map((line) => line.textContent)).toEqual(['c']);
  });

  it('is read-only yet focusable when asked', () => {
    render(<CodeEditor {...base} readOnly />);
    expect(content()).toHaveAttribute('contenteditable', 'false');
    expect(content()).toHaveAttribute('tabindex', '0');
    expect(content()).toHaveAttribute('aria-readonly', 'true');
  });

  it('takes a new value without echoing it through onChange', () => {
    const onChange = vi.fn();
    const { rerender } = render(<CodeEditor {...base} onChange={onChange} />);
    rerender(<CodeEditor {...base} onChange={onChange} value="print(1)" />);
    expect(content()).toHaveTextContent('print(1)');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks lines, moves to a line through its handle, and lets the parent see key presses first', () => {
    const ref = createRef<CodeEditorHandle>();
    const onKeyDown = vi.fn((event: KeyboardEvent) => event.key === 'Enter' && event.ctrlKey);
    const { rerender } = render(<CodeEditor {...base} ref={ref} markedLines={[2, 2, 9]} onKeyDown={onKeyDown} />);
    const marked = () => Array.from(document.querySelectorAll('.cm-markedLine')).map((line) => line.textContent);
    expect(marked()).toEqual(['b']);
    rerender(<CodeEditor {...base} ref={ref} markedLines={[]} onKeyDown={onKeyDown} />);
    expect(marked()).toEqual([]);

    act(() => ref.current?.goToLine(3));
    expect(document.activeElement).toBe(content());

    fireEvent.keyDown(content(), { key: 'Enter', ctrlKey: true });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(onKeyDown.mock.results[0]?.value).toBe(true);
  });

  it('mounts in slices: the view at once, then key bindings and the grammar, then says it is ready', async () => {
    const onReady = vi.fn();
    render(<CodeEditor {...base} value="x = (1" onReady={onReady} />);
    expect(content()).toHaveTextContent('x = (1');
    expect(document.querySelector('.cm-foldGutter')).toBeNull();
    expect(onReady).not.toHaveBeenCalled();
    // The first test to import the editor's later chunks transforms them: slow on a loaded host.
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    // The later slices are in: the fold gutter, the grammar's colours and the key bindings.
    expect(document.querySelector('.cm-foldGutter')).not.toBeNull();
    expect(document.querySelector('.cm-content .cm-line span')).not.toBeNull();
    fireEvent.keyDown(content(), { key: 'Enter' });
    expect(document.querySelectorAll('.cm-content .cm-line')).toHaveLength(2);
  });

  it('loads each grammar once', async () => {
    const first = loadGrammar('java');
    expect(loadGrammar('java')).toBe(first);
    await expect(first).resolves.toBeTruthy();
  });
});

describe('LazyCodeEditor', () => {
  afterEach(() => {
    delete document.documentElement.dataset.appReady;
  });

  it('shows the code in a static preview until the app is ready, then the editor from its own chunk', async () => {
    render(<LazyCodeEditor {...base} />);
    expect(screen.getByTestId('code-preview')).toHaveTextContent('a b c');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('textbox', { name: 'Code editor' })).toBeNull();
    act(() => {
      document.documentElement.dataset.appReady = 'true';
    });
    await waitFor(() => expect(content()).toBeInTheDocument(), { timeout: 5000 });
    // CodeMirror mounts in slices under the preview, which goes once the grammar is in.
    await waitFor(() => expect(screen.queryByTestId('code-preview')).toBeNull(), { timeout: 5000 });
    expect(document.querySelector('.cm-editor')?.closest('[inert]')).toBeNull();
  });

  it('previews every line the editor will show, in the same gutter, and the editor replaces it', async () => {
    const value = 'def f(x):\n    # twice\n    return 2 * x\n';
    render(<LazyCodeEditor {...base} value={value} />);
    const preview = screen.getByTestId('code-preview');
    const gutter = Array.from(preview.querySelectorAll('[aria-hidden] > div')).map((line) => line.textContent);
    expect(gutter).toEqual(['1', '2', '3', '4']);
    expect(preview.querySelector('pre')?.textContent).toBe(value);
    act(() => {
      document.documentElement.dataset.appReady = 'true';
    });
    await waitFor(() => expect(screen.queryByTestId('code-preview')).toBeNull(), { timeout: 5000 });
    expect(document.querySelectorAll('.cm-content .cm-line')).toHaveLength(gutter.length);
    expect(Array.from(document.querySelectorAll('.cm-lineNumbers .cm-gutterElement')).map((n) => n.textContent)).toEqual(
      expect.arrayContaining(gutter),
    );
  });

  it('a click on the preview mounts the editor at once, focused, with the cursor where the click was', async () => {
    render(<LazyCodeEditor {...base} value="abc\ndef\n" />);
    const text = screen.getByTestId('code-preview').querySelector('pre')?.firstChild as Text;
    // jsdom has no layout: the browser's hit test says the click fell before the "e" of "def".
    document.caretRangeFromPoint = () => {
      const range = document.createRange();
      range.setStart(text, 5);
      return range;
    };
    onTestFinished(() => {
      Reflect.deleteProperty(document, 'caretRangeFromPoint');
    });
    const preview = screen.getByTestId('code-preview');
    // A click: pointerdown, then the focus its mousedown gives the preview (if it is still there).
    fireEvent.pointerDown(preview, { clientX: 30, clientY: 40 });
    fireEvent.focus(preview);
    await waitFor(() => expect(content()).toHaveFocus(), { timeout: 5000 });
    expect(screen.queryByTestId('code-preview')).toBeNull();
    const view = EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement);
    expect(view?.state.selection.main.head).toBe(5);
  });

  it('waits, behind a tab nobody opened, until its preview is on screen', async () => {
    const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
    class FakeIntersectionObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    render(<LazyCodeEditor {...base} />);
    act(() => {
      document.documentElement.dataset.appReady = 'true';
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByRole('textbox', { name: 'Code editor' })).toBeNull();
    const preview = screen.getByTestId('code-preview');
    expect(observed.map((o) => o.element)).toContain(preview);
    const { callback } = observed[observed.length - 1] as (typeof observed)[number];
    act(() => {
      callback([{ isIntersecting: true, target: preview } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    await waitFor(() => expect(content()).toBeInTheDocument(), { timeout: 5000 });
  });

  it('loads at once and takes the focus when the preview is reached for', async () => {
    const ref = createRef<CodeEditorHandle>();
    render(<LazyCodeEditor {...base} ref={ref} />);
    fireEvent.focus(screen.getByTestId('code-preview'));
    await waitFor(() => expect(content()).toHaveFocus(), { timeout: 5000 });
    expect(ref.current).not.toBeNull();
  });
});
