import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_SPY_OFFSET, useScrollSpy } from './use-scroll-spy';

const tops: Record<string, number> = {};
let frame: FrameRequestCallback | null = null;

beforeEach(() => {
  for (const [id, top] of Object.entries({ intro: 0, middle: 600, end: 1200 })) {
    const element = document.createElement('h2');
    element.id = id;
    tops[id] = top;
    element.getBoundingClientRect = () => ({ top: tops[id] ?? 0 }) as DOMRect;
    document.body.append(element);
  }
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frame = callback;
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    frame = null;
  });
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  frame = null;
});

const scrollBy = (px: number) =>
  act(() => {
    for (const id of Object.keys(tops)) tops[id] = (tops[id] ?? 0) - px;
    window.dispatchEvent(new Event('scroll'));
    frame?.(0);
  });

describe('useScrollSpy', () => {
  it('follows the last heading scrolled past the offset', () => {
    const { result } = renderHook(() => useScrollSpy(['intro', 'middle', 'end']));
    expect(result.current).toBe('intro');
    scrollBy(600 - SCROLL_SPY_OFFSET);
    expect(result.current).toBe('middle');
    scrollBy(600);
    expect(result.current).toBe('end');
  });

  it('stays on the first heading while disabled', () => {
    const { result } = renderHook(() => useScrollSpy(['intro', 'middle', 'end'], false));
    scrollBy(1000);
    expect(result.current).toBe('intro');
  });
});
