import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { MemoryRouter } from '../testing/render-app';
import { type SetSearchParams, useLocation, useNavigate, useSearchParams } from './router';

function renderAt(url: string) {
  const memory = memoryLocation({ path: url, record: true });
  const hooks: { params?: URLSearchParams; setParams?: SetSearchParams; navigate?: ReturnType<typeof useNavigate> } = {};
  function Probe() {
    const { pathname, search } = useLocation();
    [hooks.params, hooks.setParams] = useSearchParams();
    hooks.navigate = useNavigate();
    return <output data-testid="location">{`${pathname}|${search}`}</output>;
  }
  render(
    <MemoryRouter memory={memory}>
      <Probe />
    </MemoryRouter>,
  );
  const shown = () => screen.getByTestId('location').textContent;
  return { memory, hooks, shown };
}

describe('useLocation', () => {
  it("gives the path and the query with its '?', or '' without one", () => {
    expect(renderAt('/problems?page=2&q=two%20sum').shown()).toBe('/problems|?page=2&q=two%20sum');
  });

  it('gives an empty search when there is no query', () => {
    expect(renderAt('/problems').shown()).toBe('/problems|');
  });
});

describe('useSearchParams', () => {
  it('reads the query, decoding it once', () => {
    const { hooks } = renderAt('/problems?q=%2541&tag=a%2Bb&level=hard');
    expect(hooks.params?.get('q')).toBe('%41');
    expect(hooks.params?.get('tag')).toBe('a+b');
    expect(hooks.params?.get('level')).toBe('hard');
  });

  it('sets a new query on the same path, adding a history entry unless asked to replace', () => {
    const { hooks, memory, shown } = renderAt('/videos?v=1');
    act(() => hooks.setParams?.({ v: '2' }));
    expect(shown()).toBe('/videos|?v=2');
    expect(memory.history).toEqual(['/videos?v=1', '/videos?v=2']);
    act(() => hooks.setParams?.({ v: '3' }, { replace: true }));
    expect(memory.history).toEqual(['/videos?v=1', '/videos?v=3']);
    expect(hooks.params?.get('v')).toBe('3');
  });

  it('gives an updater a copy of the current parameters', () => {
    const { hooks, shown } = renderAt('/staff/support?status=open');
    const before = hooks.params;
    act(() =>
      hooks.setParams?.((next) => {
        next.set('q', 'refund & more');
        return next;
      }),
    );
    expect(before?.toString()).toBe('status=open');
    expect(shown()).toBe('/staff/support|?status=open&q=refund+%26+more');
    expect(hooks.params?.get('q')).toBe('refund & more');
  });

  it('drops the question mark when the query becomes empty', () => {
    const { hooks, memory } = renderAt('/projects?level=beginner');
    act(() => hooks.setParams?.({}, { replace: true }));
    expect(memory.history).toEqual(['/projects']);
  });
});

describe('useNavigate', () => {
  it('pushes or replaces a path with its query', () => {
    const { hooks, memory, shown } = renderAt('/');
    act(() => hooks.navigate?.('/login?returnTo=%2Fproblems'));
    expect(shown()).toBe('/login|?returnTo=%2Fproblems');
    act(() => hooks.navigate?.('/problems', { replace: true }));
    expect(memory.history).toEqual(['/', '/problems']);
  });
});
