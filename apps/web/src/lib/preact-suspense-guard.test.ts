import { Component, type ComponentType, createContext, createElement as h, options, render } from 'preact';
import { lazy, Suspense } from 'preact/compat';
import { useContext, useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardUnmountedForceUpdate } from './preact-suspense-guard';

const Ctx = createContext<{ name: string } | null>(null);

/** Renders synchronously, and keeps what a render threw (Preact's own queue would throw it from a microtask). */
function captureRenderErrors() {
  const errors: unknown[] = [];
  const previous = options.debounceRendering;
  options.debounceRendering = (flush) =>
    queueMicrotask(() => {
      try {
        flush();
      } catch (error) {
        errors.push(error);
      }
    });
  return { errors, restore: () => (options.debounceRendering = previous) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A lazy page that suspends twice (its gate re-renders it while its chunk loads), then is unmounted
 * (the gate turns to its spinner) before the chunk arrives: what the pricing page met in CI.
 */
async function suspendTwiceThenUnmount() {
  let resolveChunk: (module: { default: ComponentType<{ tick: number }> }) => void = () => {};
  const chunk = new Promise<{ default: ComponentType<{ tick: number }> }>((resolve) => (resolveChunk = resolve));
  const Page = () => h('p', null, `Hello ${useContext(Ctx)?.name}`);
  const LazyPage = lazy(() => chunk);
  let setGate: (state: { tick: number; show: boolean }) => void = () => {};
  function Gate() {
    const [state, set] = useState({ tick: 0, show: true });
    setGate = set;
    return state.show ? h(LazyPage, { tick: state.tick }) : h('span', null, 'Loading…');
  }
  const root = document.createElement('div');
  document.body.append(root);
  render(h(Ctx.Provider, { value: { name: 'Asha' } }, h(Suspense, { fallback: h('i', null, 'wait') }, h(Gate, null))), root);
  await settle();
  setGate({ tick: 1, show: true }); // the lazy page renders again while its chunk loads: a second suspension
  await settle();
  setGate({ tick: 2, show: false }); // and leaves before it arrives
  await settle();
  resolveChunk({ default: Page });
  await settle();
  await settle();
  return root;
}

describe('Preact Suspense and a lazy component unmounted while suspended', () => {
  let capture: ReturnType<typeof captureRenderErrors>;
  const originalForceUpdate = Component.prototype.forceUpdate;
  beforeEach(() => {
    capture = captureRenderErrors();
  });
  afterEach(() => {
    capture.restore();
    Component.prototype.forceUpdate = originalForceUpdate;
    document.body.innerHTML = '';
  });

  it('without the guard, Preact re-renders the unmounted page with no context and it throws', async () => {
    await suspendTwiceThenUnmount();
    expect(capture.errors.map(String)).toEqual([expect.stringMatching(/Cannot read properties of null \(reading '__cC\d+'\)/)]);
  });

  it('with the guard, nothing throws and the gate shows its own state', async () => {
    guardUnmountedForceUpdate();
    const root = await suspendTwiceThenUnmount();
    expect(capture.errors).toEqual([]);
    expect(root.textContent).toBe('Loading…');
  });
});
