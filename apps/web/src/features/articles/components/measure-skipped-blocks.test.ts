import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measureSkippedBlocks } from './measure-skipped-blocks';

/**
 * A block that reads 1500 (its placeholder) while skipped. Rendered without layout containment, its
 * children's margins collapse through its edges and it reads 24 px less than it takes on screen.
 */
function block(height: () => number): HTMLElement {
  const element = document.createElement('div');
  element.className = 'prose-html';
  Object.defineProperty(element, 'offsetHeight', {
    get: () => {
      if (element.style.getPropertyValue('content-visibility') !== 'visible') return 1500;
      return element.style.getPropertyValue('contain').includes('layout') ? height() : height() - 24;
    },
  });
  return element;
}

let width = 768;
function article(heights: number[]) {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { get: () => width });
  const blocks = heights.map((h) => block(() => (width === 768 ? h : h * 2)));
  const runner = document.createElement('section');
  container.append(blocks[0] as HTMLElement, runner, ...blocks.slice(1));
  document.body.append(container);
  return { container, blocks, runner };
}
const sizes = (blocks: HTMLElement[]) => blocks.map((b) => b.style.getPropertyValue('contain-intrinsic-size'));

beforeEach(() => {
  vi.useFakeTimers();
  width = 768;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('measureSkippedBlocks', () => {
  it('gives each block its rendered height as its placeholder, a few per task, then marks the article measured', () => {
    const { container, blocks, runner } = article([84, 52, 779]);
    const stop = measureSkippedBlocks(container);
    expect(sizes(blocks)).toEqual(['', '', '']);
    vi.advanceTimersToNextTimer();
    expect(sizes(blocks)).toEqual(['auto 84px', 'auto 52px', '']);
    expect(container.dataset.layout).toBeUndefined();
    vi.advanceTimersToNextTimer();
    expect(sizes(blocks)).toEqual(['auto 84px', 'auto 52px', 'auto 779px']);
    expect(container.dataset.layout).toBe('measured');
    // each block is skipped off screen again (the stylesheet's rule), and other children are left alone
    expect(blocks.map((b) => b.style.getPropertyValue('content-visibility'))).toEqual(['', '', '']);
    expect(blocks.map((b) => b.style.getPropertyValue('contain'))).toEqual(['', '', '']);
    expect(runner.getAttribute('style')).toBeNull();
    stop();
  });

  it('measures in idle callbacks while they have time, at least one block each', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { container, blocks } = article([100, 200, 300]);
    const stop = measureSkippedBlocks(container);
    const remaining = [10, 1];
    callbacks.shift()?.({ didTimeout: false, timeRemaining: () => remaining.shift() ?? 0 });
    expect(sizes(blocks)).toEqual(['auto 100px', 'auto 200px', '']);
    callbacks.shift()?.({ didTimeout: true, timeRemaining: () => 0 });
    expect(sizes(blocks)).toEqual(['auto 100px', 'auto 200px', 'auto 300px']);
    expect(container.dataset.layout).toBe('measured');
    expect(callbacks).toHaveLength(0);
    stop();
  });

  it('measures again when the width changes, not on a resize that keeps it', () => {
    const { container, blocks } = article([40, 60]);
    const stop = measureSkippedBlocks(container);
    vi.runAllTimers();
    window.dispatchEvent(new Event('resize'));
    expect(container.dataset.layout).toBe('measured');
    width = 390;
    window.dispatchEvent(new Event('resize'));
    expect(container.dataset.layout).toBeUndefined();
    vi.runAllTimers();
    expect(sizes(blocks)).toEqual(['auto 80px', 'auto 120px']);
    expect(container.dataset.layout).toBe('measured');
    stop();
  });

  it('stops when told: nothing is measured afterwards, on a timer or a resize', () => {
    const { container, blocks } = article([40, 60]);
    const stop = measureSkippedBlocks(container);
    stop();
    vi.runAllTimers();
    width = 390;
    window.dispatchEvent(new Event('resize'));
    vi.runAllTimers();
    expect(sizes(blocks)).toEqual(['', '']);
    expect(container.dataset.layout).toBeUndefined();
  });
});
