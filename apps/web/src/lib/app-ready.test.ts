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
