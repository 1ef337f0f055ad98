import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollState } from '../components/layout/use-scroll-state';
import { useThrottledScroll } from './use-throttled-scroll';

/** Animation frames that run only when the test says so. */
let frames: Map<number, FrameRequestCallback>;
let nextId: number;
const flushFrames = () => {
  const pending = [...frames.values()];
  frames.clear();
  for (const callback of pending) callback(performance.now());
};

beforeEach(() => {
  frames = new Map();
  nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const scroll = () => window.dispatchEvent(new Event('scroll'));

describe('useThrottledScroll', () => {
  it('measures on mount, then at most once per frame however many scroll and resize events arrive', () => {
    const onFrame = vi.fn();
    renderHook(() => useThrottledScroll(onFrame));
    expect(onFrame).toHaveBeenCalledTimes(1);

    scroll();
    scroll();
    window.dispatchEvent(new Event('resize'));
    expect(frames.size).toBe(1);
    expect(onFrame).toHaveBeenCalledTimes(1);
    flushFrames();
    expect(onFrame).toHaveBeenCalledTimes(2);

    scroll();
    flushFrames();
    expect(onFrame).toHaveBeenCalledTimes(3);
  });

  it('does nothing while disabled, and starts (with a measurement) once enabled', () => {
    const onFrame = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useThrottledScroll(onFrame, enabled), {
      initialProps: { enabled: false },
    });
    scroll();
    flushFrames();
    expect(onFrame).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(onFrame).toHaveBeenCalledTimes(1);
  });

  it('measures again with a new callback, and stops listening and cancels the pending frame on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ onFrame }) => useThrottledScroll(onFrame), { initialProps: { onFrame: first } });
    rerender({ onFrame: second });
    expect(second).toHaveBeenCalledTimes(1);
    scroll();
    expect(frames.size).toBe(1);
    unmount();
    expect(frames.size).toBe(0);
    scroll();
    expect(frames.size).toBe(0);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('useScrollState', () => {
  it('reports progress and turns compact after 8 px', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    const { result } = renderHook(() => useScrollState());
    expect(result.current).toEqual({ progress: 0, compact: false });

    act(() => {
      window.scrollY = 8;
      scroll();
      flushFrames();
    });
    expect(result.current.compact).toBe(false);
    act(() => {
      window.scrollY = 500;
      scroll();
      flushFrames();
    });
    expect(result.current).toEqual({ progress: 50, compact: true });
    window.scrollY = 0;
  });
});
