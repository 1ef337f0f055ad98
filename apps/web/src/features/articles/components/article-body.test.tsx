import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleBlock } from '../article-types';
import { ArticleBody } from './article-body';

const blocks: ArticleBlock[] = Array.from({ length: 7 }, (_, i) => ({ kind: 'html', html: `<h2 id="s${i}">S${i}</h2>` }));
const headings = (container: HTMLElement) => container.querySelectorAll('h2').length;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('ArticleBody', () => {
  it('renders the first sections at once and the rest a few per task, in order', () => {
    const { container } = render(<ArticleBody blocks={blocks} />);
    expect(headings(container)).toBe(2);
    act(() => vi.advanceTimersToNextTimer());
    expect(headings(container)).toBe(5);
    act(() => vi.runAllTimers());
    expect([...container.querySelectorAll('h2')].map((h) => h.id)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6']);
  });

  it('measures the blocks once all are in, not before', () => {
    const { container } = render(<ArticleBody blocks={blocks} />);
    const body = container.querySelector('.article-prose') as HTMLElement;
    act(() => vi.advanceTimersToNextTimer());
    expect(body.querySelector('[data-layout]')).toBeNull();
    act(() => vi.runAllTimers());
    // the last sections' commit starts the measuring, whose slices are timers too
    act(() => vi.runAllTimers());
    expect(body.dataset.layout).toBe('measured');
    expect(body.querySelectorAll('.prose-html[data-layout="measured"]')).toHaveLength(blocks.length);
  });

  it('copies a code block on a click made as soon as the buttons are on the page', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const codeBlock: ArticleBlock = {
      kind: 'html',
      html: '<div class="code-block"><button type="button" data-copy-code="">Copy</button><pre>int x = 1;</pre></div>',
    };
    // The parent's layout effect runs after the body's commit and before any passive effect: the
    // moment a reader's click can first land on the button.
    function ClickAtOnce() {
      useLayoutEffect(() => {
        document.querySelector<HTMLButtonElement>('[data-copy-code]')?.click();
      }, []);
      return <ArticleBody blocks={[codeBlock]} />;
    }
    const { container } = render(<ClickAtOnce />);
    expect(writeText).toHaveBeenCalledWith('int x = 1;');
    await act(async () => {});
    expect(container.querySelector('[data-copy-code]')?.textContent).toBe('Copied');
  });

  it('renders every section at once for a deep link', () => {
    window.history.replaceState(null, '', '/#s6');
    const { container } = render(<ArticleBody blocks={blocks} />);
    expect(headings(container)).toBe(7);
  });
});
