import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for sonner's `toast` that records each call as [kind, message, options]. */
const sonner = vi.hoisted(() => {
  const calls: unknown[][] = [];
  const record =
    (kind: string) =>
    (...args: unknown[]) =>
      calls.push([kind, ...args]);
  const toast = Object.assign(record('info'), {
    success: record('success'),
    error: record('error'),
    warning: record('warning'),
  });
  return { calls, module: { toast } };
});
vi.mock('sonner', () => sonner.module);

afterEach(() => {
  vi.resetModules();
  sonner.calls.length = 0;
});

describe('notify (sonner loaded on demand)', () => {
  it('asks for the Toaster on the first toast and sends each toast with the spec durations', async () => {
    const { notify, onToasterWanted } = await import('./notify');
    const wanted = vi.fn();
    onToasterWanted(wanted);
    expect(wanted).not.toHaveBeenCalled();

    notify.success('Saved');
    notify.error('Failed');
    notify.warning('Careful');
    expect(wanted).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(sonner.calls).toHaveLength(3), { timeout: 5000 });
    expect(sonner.calls).toEqual([
      ['success', 'Saved', { duration: 2000 }],
      ['error', 'Failed', { duration: 3000 }],
      ['warning', 'Careful', { duration: 3000 }],
    ]);
  });

  it('tells a listener that subscribes after a toast was asked for at once', async () => {
    const { notify, onToasterWanted } = await import('./notify');
    notify.info('Hello');
    const late = vi.fn();
    onToasterWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(sonner.calls).toEqual([['info', 'Hello', { duration: 3000 }]]), { timeout: 5000 });
  });
});
