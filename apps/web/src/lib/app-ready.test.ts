import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './app-ready';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the load event, then for an idle callback', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('hands the task its idle deadline, or null when a timer stands in for idle callbacks', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb));
    const task = vi.fn();
    whenIdle(task);
    const deadline = { didTimeout: false, timeRemaining: () => 12 };
    idle[0]?.(deadline);
    expect(task).toHaveBeenCalledWith(deadline);

    vi.unstubAllGlobals();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const late = vi.fn();
    whenIdle(late);
    vi.advanceTimersByTime(199);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledWith(null);
    vi.useRealTimers();
  });

  it('does not run once cancelled before the page loaded', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const cancel = whenIdle(vi.fn());
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
