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

  it('does not measure headings in sections below the viewport top, and counts passed sections without measuring', () => {
    document.body.replaceChildren();
    const section = (top: number, bottom: number, ...ids: string[]) => {
      const element = document.createElement('div');
      element.className = 'prose-html';
      element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
      for (const id of ids) {
        const heading = document.createElement('h2');
        heading.id = id;
        heading.getBoundingClientRect = vi.fn(() => ({ top: id === 'current' ? 100 : 400 }) as DOMRect);
        element.append(heading);
      }
      document.body.append(element);
    };
    section(-3000, -10, 'passed', 'passed-sub');
    section(50, 900, 'current', 'current-sub');
    section(900, 2000, 'below');
    const { result } = renderHook(() => useScrollSpy(['passed', 'passed-sub', 'current', 'current-sub', 'below']));
    act(() => frame?.(0));
    expect(result.current).toBe('current');
    const measured = (id: string) => vi.mocked(document.getElementById(id)?.getBoundingClientRect)?.mock.calls.length;
    expect(measured('passed')).toBe(0);
    expect(measured('passed-sub')).toBe(0);
    expect(measured('below')).toBe(0);
  });

  it('stays on the first heading while disabled', () => {
    const { result } = renderHook(() => useScrollSpy(['intro', 'middle', 'end'], false));
    scrollBy(1000);
    expect(result.current).toBe('intro');
  });
});
