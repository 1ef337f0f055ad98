import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const titles = [
  'Arrays: Set Matrix Zeroes',
  'Two Pointers: Container With Most Water',
  'Sliding Window Maximum',
  'Binary Search on Answer',
  'Linked List Cycle Detection',
  'Stacks: Next Greater Element',
  'Heaps and Top-K Problems',
  'Graphs: BFS and DFS Explained',
  'Dynamic Programming: 0/1 Knapsack',
  'Tries for Word Search',
  'Union-Find in 15 Minutes',
  'Segment Trees from Scratch',
];
const longDescription = 'We move the shorter line inward because it can never be part of a larger container. '.repeat(6);
const playlist = {
  success: true,
  configured: true,
  playlistId: 'PLe2e',
  fetchedAt: '2024-05-01T00:00:00.000Z',
  stale: false,
  videos: titles.map((title, index) => ({
    id: `e2eVideo${String(index).padStart(2, '0')}`,
    title,
    thumbnail: `https://i.ytimg.com/vi/e2e${index}/mqdefault.jpg`,
    description: index === 1 ? longDescription : `Lesson ${index + 1} of the series.`,
    publishedAt: new Date(Date.UTC(2024, index, 10, 12)).toISOString(),
    index,
  })),
};

/** The playlist answer, thumbnails and the embedded player are all served locally (no network in tests). */
async function mockPlaylist(page: Page) {
  await page.route('**/api/videos', (route) => route.fulfill({ json: playlist }));
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#6366f1"/></svg>',
    }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><meta charset="utf-8"><title>player</title><p>player</p>' }),
  );
}

const playerFrame = (page: Page) => page.locator('iframe');
const playlistPanel = (page: Page) => page.getByRole('complementary', { name: 'Playlist' });

test.describe('video lessons (server without a key)', () => {
  test('shows learners a friendly state, never the set-up or a key', async ({ page }) => {
    const api = await page.request.get('/api/videos');
    expect(api.status()).toBe(200);
    expect(await api.json()).toEqual({
      success: true,
      configured: false,
      playlistId: null,
      videos: [],
      fetchedAt: null,
      stale: false,
    });

    await page.goto('/videos');
    await expect(page).toHaveTitle('Video Lessons · CodingKaro');
    await expect(page.getByRole('heading', { name: 'Video lessons are coming soon' })).toBeVisible();
    await expect(page.getByText(/YOUTUBE_/)).toHaveCount(0);
    await expect(playerFrame(page)).toHaveCount(0);
  });

  test('hides the Resources menu entry while no playlist is configured', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Resources' }).hover();
    const courses = page.getByRole('region', { name: 'Courses' });
    await expect(courses.getByRole('link', { name: 'All Courses' })).toBeVisible();
    await expect(courses.getByRole('link', { name: 'Video Lessons' })).toHaveCount(0);
  });
});

test.describe('video lessons (configured playlist)', () => {
  test('is linked from the Resources menu under Courses', async ({ page }) => {
    await mockPlaylist(page);
    // the server says a playlist is configured
    await page.route('**/api/services/config', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, features: { ...body.features, videos: true } } });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Resources' }).hover();
    await page.getByRole('link', { name: 'Video Lessons' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Video Lessons' })).toBeVisible();
  });
});

test.describe('video lessons (mocked playlist, desktop)', () => {
  test('plays the playlist: header, tiles, player, previous/next, list jump and keyboard', async ({ page }) => {
    await mockPlaylist(page);
    await page.goto('/videos');
    await expect(page.getByText('12 videos • Interactive Learning • Original Audio')).toBeVisible();
    await expect(page.getByTestId('stat-progress')).toHaveText('1/12');
    await expect(page.getByTestId('stat-audio')).toHaveText('Original');
    await expect(page.getByTestId('stat-access')).toHaveText('Free');
    await expect(playerFrame(page)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/e2eVideo00?rel=0&modestbranding=1&autoplay=0&playsinline=1',
    );
    await expect(page.getByTestId('video-position')).toHaveText('Video 1 of 12');
    await expect(page.getByText('Jan 10, 2024')).toBeVisible();

    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(page.getByTestId('video-position')).toHaveText('Video 2 of 12');
    await expect(page).toHaveURL(/\?v=1$/);
    const about = page.getByRole('region', { name: 'About this video' });
    await expect(about).toContainText('...');
    expect(((await about.locator('p').textContent()) ?? '').length).toBeLessThanOrEqual(303);

    // Jump to the last video from the list; it is marked as playing and kept in view.
    const last = playlistPanel(page).getByRole('button', { name: /Segment Trees from Scratch/ });
    await last.click();
    await expect(last).toHaveAttribute('aria-current', 'true');
    await expect(last.getByText('Playing')).toBeVisible();
    await expect(page.getByTestId('video-position')).toHaveText('Video 12 of 12');
    await expect(playerFrame(page)).toHaveAttribute('src', /\/embed\/e2eVideo11\?/);
    await expect(next).toBeDisabled();

    // Keyboard: k / ← go back, j / → go forward.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('k');
    await expect(page.getByTestId('video-position')).toHaveText('Video 11 of 12');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('video-position')).toHaveText('Video 10 of 12');
    await page.keyboard.press('j');
    await expect(page.getByTestId('video-position')).toHaveText('Video 11 of 12');
  });

  test('opens the video named in a shared link, with the list scrolled to it', async ({ page }) => {
    await mockPlaylist(page);
    await page.goto('/videos?v=10');
    await expect(page.getByTestId('video-position')).toHaveText('Video 11 of 12');
    const current = playlistPanel(page).getByRole('button', { name: /Union-Find in 15 Minutes/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    // The list scrolled itself (not the page) so the current video shows inside it.
    const list = playlistPanel(page).getByRole('list');
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const [item, box] = await Promise.all([current.boundingBox(), list.boundingBox()]);
    expect(item && box && item.y >= box.y && item.y + item.height <= box.y + box.height).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('video lessons (mocked playlist, 390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('puts the player on top and the list below, without sideways scrolling', async ({ page }) => {
    await mockPlaylist(page);
    await page.goto('/videos');
    await expect(page.getByTestId('video-position')).toHaveText('Video 1 of 12');
    const player = await playerFrame(page).boundingBox();
    const list = await playlistPanel(page).boundingBox();
    expect(player && list && player.y + player.height <= list.y).toBe(true);
    expect(player?.width ?? 0).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await playlistPanel(page)
      .getByRole('button', { name: /Binary Search on Answer/ })
      .click();
    await expect(page.getByTestId('video-position')).toHaveText('Video 4 of 12');
    await expect(page).toHaveURL(/\?v=3$/);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(page.getByTestId('video-position')).toHaveText('Video 3 of 12');
  });
});
