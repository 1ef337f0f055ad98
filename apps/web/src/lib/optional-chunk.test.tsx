import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionalChunk } from './optional-chunk';

const Badge = ({ label }: { label: string }) => <span>{label}</span>;

function renderChunk(load: () => Promise<{ default: typeof Badge }>) {
  const Chunk = optionalChunk('Badge', load);
  render(
    <main>
      <p>Page content</p>
      <Suspense fallback={<span>loading</span>}>
        <Chunk label="Streak 3" />
      </Suspense>
    </main>,
  );
}

describe('optionalChunk', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the component when its chunk loads', async () => {
    renderChunk(async () => ({ default: Badge }));
    expect(await screen.findByText('Streak 3')).toBeInTheDocument();
  });

  it('fetches a failed chunk once more and renders it when the retry succeeds', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Badge }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Badge });
    renderChunk(load);
    expect(await screen.findByText('Streak 3', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders nothing, and leaves the page standing, when the chunk cannot be loaded at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderChunk(load);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 3000 });
    await vi.waitFor(() => expect(screen.queryByText('loading')).not.toBeInTheDocument());
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByText('Streak 3')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
