import type { ListVideosResponse, PlaylistVideo } from '@codingkaro/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from '../../lib/router';
import { json, stubFetch } from '../../testing/fake-api';
import { createTestQueryClient, MemoryRouter, QueryWrapper } from '../../testing/render-app';
import { VideosPage } from './videos-page';

const longDescription = `${'Binary search halves the range every step. '.repeat(10)}The end.`;
const videos: PlaylistVideo[] = [
  {
    id: 'vid-a',
    title: 'Arrays: Set Matrix Zeroes',
    thumbnail: 'https://i.ytimg.com/vi/vid-a/mqdefault.jpg',
    description: 'Mark rows and columns, then sweep.',
    publishedAt: '2024-03-01T12:00:00.000Z',
    index: 0,
  },
  {
    id: 'vid-b',
    title: 'Binary Search',
    thumbnail: 'https://i.ytimg.com/vi/vid-b/mqdefault.jpg',
    description: longDescription,
    publishedAt: null,
    index: 1,
  },
  {
    id: 'vid-c',
    title: 'Sliding Window',
    thumbnail: 'https://i.ytimg.com/vi/vid-c/mqdefault.jpg',
    description: '',
    publishedAt: '2024-04-10T12:00:00.000Z',
    index: 2,
  },
];
const loaded = (list = videos, extra: Partial<ListVideosResponse> = {}): ListVideosResponse => ({
  success: true,
  configured: true,
  playlistId: 'PLtest',
  videos: list,
  fetchedAt: '2024-05-01T00:00:00.000Z',
  stale: false,
  ...extra,
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch();
});

function renderPage(url = '/videos') {
  render(
    <QueryWrapper client={createTestQueryClient()}>
      <MemoryRouter url={url}>
        <label>
          Notes <input />
        </label>
        <VideosPage />
        <LocationProbe />
      </MemoryRouter>
    </QueryWrapper>,
  );
  return userEvent.setup();
}

const player = () => screen.getByRole('article');
const position = () => screen.getByTestId('video-position').textContent;
const playlist = () => screen.getByRole('complementary', { name: 'Playlist' });

describe('VideosPage', () => {
  it('loads the playlist and shows the header, tiles and the first video', async () => {
    fetchMock.mockResolvedValueOnce(json(200, loaded()));
    renderPage();
    expect(screen.getByText('Loading your playlist...')).toBeInTheDocument();
    expect(await screen.findByText('3 videos • Interactive Learning • Original Audio')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/videos');
    expect(screen.getByTestId('stat-videos')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-progress')).toHaveTextContent('1/3');
    expect(screen.getByTestId('stat-audio')).toHaveTextContent('Original');
    expect(screen.getByTestId('stat-access')).toHaveTextContent('Free');
    expect(screen.getByTitle('Arrays: Set Matrix Zeroes')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/vid-a?rel=0&modestbranding=1&autoplay=0&playsinline=1',
    );
    expect(position()).toBe('Video 1 of 3');
    expect(screen.getByText('Mar 1, 2024')).toBeInTheDocument();
    expect(within(player()).getByRole('heading', { level: 2 })).toHaveTextContent('Arrays: Set Matrix Zeroes');
    expect(within(player()).getByText('Original Audio')).toBeInTheDocument();
    expect(screen.getByText('Mark rows and columns, then sweep.')).toBeInTheDocument();
  });

  it('disables Previous on the first video and Next on the last', async () => {
    fetchMock.mockResolvedValueOnce(json(200, loaded()));
    const user = renderPage();
    const previous = await screen.findByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    await user.click(next);
    expect(position()).toBe('Video 2 of 3');
    expect(previous).toBeEnabled();
    await user.click(next);
    expect(position()).toBe('Video 3 of 3');
    expect(next).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('?v=2');
    await user.click(previous);
    expect(position()).toBe('Video 2 of 3');
  });

  it('cuts the description to 300 characters with ...', async () => {
    fetchMock.mockResolvedValueOnce(json(200, loaded()));
    renderPage('/videos?v=1');
    const about = await screen.findByRole('region', { name: 'About this video' });
    const text = within(about).getByText(/^Binary search/).textContent ?? '';
    expect(longDescription.length).toBeGreaterThan(300);
    expect(text).toBe(`${longDescription.slice(0, 300).trimEnd()}...`);
    expect(text.length).toBeLessThanOrEqual(303);
    // No date for a video whose date could not be read.
    expect(screen.queryByText(/2024/)).not.toBeInTheDocument();
  });

  it('jumps to a video clicked in the playlist and marks it as playing', async () => {
    fetchMock.mockResolvedValueOnce(json(200, loaded()));
    const user = renderPage();
    await screen.findByText('Video 1 of 3');
    const first = within(playlist()).getByRole('button', { name: /Arrays: Set Matrix Zeroes/ });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(first).getByText('Playing')).toBeInTheDocument();

    await user.click(within(playlist()).getByRole('button', { name: /Sliding Window/ }));
    expect(position()).toBe('Video 3 of 3');
    expect(screen.getByTitle('Sliding Window')).toHaveAttribute('src', expect.stringContaining('/embed/vid-c?'));
    expect(screen.getByTestId('stat-progress')).toHaveTextContent('3/3');
    const third = within(playlist()).getByRole('button', { name: /Sliding Window/ });
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(within(third).getByText('Playing')).toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('Playing')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('?v=2');
    expect(screen.getByText('No description was given for this video.')).toBeInTheDocument();
  });

  it('opens the video named by ?v= and keeps an out-of-range index inside the playlist', async () => {
    fetchMock.mockResolvedValueOnce(json(200, loaded()));
    renderPage('/videos?v=99');
    expect(await screen.findByText('Video 3 of 3')).toBeInTheDocument();
  });

  it('switches videos with the arrow keys and j/k, but not while typing in a field', async () => {
    fetchMock.mockResolvedValueOnce(json(200, loaded()));
    const user = renderPage();
    await screen.findByText('Video 1 of 3');
    await user.keyboard('j');
    expect(position()).toBe('Video 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(position()).toBe('Video 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(position()).toBe('Video 3 of 3');
    await user.keyboard('k');
    expect(position()).toBe('Video 2 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(position()).toBe('Video 1 of 3');

    await user.click(screen.getByLabelText('Notes'));
    await user.keyboard('jj{ArrowRight}');
    expect(position()).toBe('Video 1 of 3');
    expect(screen.getByLabelText('Notes')).toHaveValue('jj');
  });

  it('shows the spec message when the playlist request fails, and tries again', async () => {
    fetchMock
      .mockResolvedValueOnce(json(502, { success: false, message: 'Failed to fetch playlist. Please check your API key.' }))
      .mockResolvedValueOnce(json(200, loaded()));
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch playlist. Please check your API key.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Video 1 of 3')).toBeInTheDocument();
  });

  it('shows the same message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch playlist. Please check your API key.');
  });

  it('says so when the playlist is empty', async () => {
    fetchMock.mockResolvedValueOnce(json(200, loaded([])));
    renderPage();
    expect(await screen.findByText('No videos found in this playlist.')).toBeInTheDocument();
    expect(screen.queryByText(/Interactive Learning/)).not.toBeInTheDocument();
  });

  it('shows learners a friendly state, never the operator set-up, when no playlist is configured', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, configured: false, playlistId: null, videos: [], fetchedAt: null, stale: false }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Video lessons are coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/allcourse');
    expect(screen.getByRole('link', { name: 'Practice problems' })).toHaveAttribute('href', '/problems');
    expect(document.body).not.toHaveTextContent(/YOUTUBE_|environment|API key/);
    expect(screen.queryByText('No videos found in this playlist.')).not.toBeInTheDocument();
  });

  it('notes when a saved copy is shown', async () => {
    fetchMock.mockResolvedValueOnce(json(200, loaded(videos, { stale: true })));
    renderPage();
    expect(await screen.findByText(/Showing a saved copy of this playlist/)).toBeInTheDocument();
  });
});
