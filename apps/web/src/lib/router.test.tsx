import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { MemoryRouter } from '../testing/render-app';
import { Link, type SetSearchParams, useLocation, useNavigate, useSearchParams } from './router';

function renderAt(url: string, links: { to: string; label: string; onClick?: (e: { preventDefault(): void }) => void }[] = []) {
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
      {links.map(({ to, label, onClick }) => (
        <Link key={label} to={to} onClick={onClick}>
          {label}
        </Link>
      ))}
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

describe('Link', () => {
  /** Clicks like a browser and reports whether the browser would still follow the link itself. */
  function click(name: string, init: MouseEventInit = {}) {
    let followed = false;
    const after = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // jsdom does not navigate
    };
    document.addEventListener('click', after);
    act(() => {
      fireEvent.click(screen.getByRole('link', { name }), init);
    });
    document.removeEventListener('click', after);
    return followed;
  }

  it('renders the path as its href and navigates in the app on a plain click', () => {
    const { memory, shown } = renderAt('/', [{ to: '/problems?page=2', label: 'Problems' }]);
    expect(screen.getByRole('link', { name: 'Problems' })).toHaveAttribute('href', '/problems?page=2');
    expect(click('Problems')).toBe(false);
    expect(shown()).toBe('/problems|?page=2');
    expect(memory.history).toEqual(['/', '/problems?page=2']);
  });

  it('replaces the history entry when it leads to the URL already shown', () => {
    const { memory } = renderAt('/problems', [{ to: '/problems', label: 'Problems' }]);
    click('Problems');
    expect(memory.history).toEqual(['/problems']);
  });

  it('leaves modified clicks to the browser and lets its onClick cancel', () => {
    const { memory } = renderAt('/', [
      { to: '/problems', label: 'Problems' },
      { to: '/videos', label: 'Videos', onClick: (e) => e.preventDefault() },
    ]);
    expect(click('Problems', { ctrlKey: true })).toBe(true);
    expect(click('Problems', { button: 1 })).toBe(true);
    expect(click('Videos')).toBe(false);
    expect(memory.history).toEqual(['/']);
  });
});
