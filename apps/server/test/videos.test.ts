import { Writable } from 'node:stream';
import { ListVideosResponseSchema, PLAYLIST_FETCH_FAILED } from '@codingkaro/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { DEFAULT_YOUTUBE_API_BASE, loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { videoPlaylistCache } from '../src/modules/videos/tables';
import { fetchPlaylistVideos, PlaylistFetchError } from '../src/modules/videos/youtube-playlist-client';
import { buildTestApp } from './build-app';
import { databaseKinds, openTestDatabase } from './databases';
import { startYoutubeTestServer, type YoutubeTestServer } from './youtube-test-server';

const API_KEY = 'AIzaSyTEST-do-not-leak-0123456789abcdef';
const EXPECTED_IDS = ['vid-arrays-01', 'vid-two-ptr-02', 'vid-sliding-03'];

let upstream: YoutubeTestServer;
beforeAll(async () => {
  upstream = await startYoutubeTestServer(API_KEY);
});
afterAll(async () => upstream?.close());

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });

describe('video configuration', () => {
  it('is optional, with the provider and a 60 minute cache by default', () => {
    const config = loadConfig({});
    expect(config.youtube).toEqual({ apiKey: null, playlistId: null, apiBase: DEFAULT_YOUTUBE_API_BASE, cacheTtlMs: 3_600_000 });
    const custom = loadConfig({
      YOUTUBE_API_KEY: ` ${API_KEY} `,
      YOUTUBE_PLAYLIST_ID: 'PLabc_-123',
      YOUTUBE_API_BASE: 'http://127.0.0.1:9/youtube/v3/',
      VIDEO_CACHE_TTL_MINUTES: '5',
    }).youtube;
    expect(custom).toEqual({
      apiKey: API_KEY,
      playlistId: 'PLabc_-123',
      apiBase: 'http://127.0.0.1:9/youtube/v3',
      cacheTtlMs: 300_000,
    });
  });

  it('explains bad values without echoing them', () => {
    expect(() => loadConfig({ YOUTUBE_PLAYLIST_ID: 'PL bad/id' })).toThrow(/YOUTUBE_PLAYLIST_ID: must be a playlist id/);
    expect(() => loadConfig({ VIDEO_CACHE_TTL_MINUTES: '-1' })).toThrow(/VIDEO_CACHE_TTL_MINUTES/);
    expect(() => loadConfig({ YOUTUBE_API_BASE: 'not a url' })).toThrow(/YOUTUBE_API_BASE/);
  });
});

describe('fetchPlaylistVideos (against a local stand-in)', () => {
  const fetchFrom = (playlistId: string, extra: Partial<Parameters<typeof fetchPlaylistVideos>[0]> = {}) =>
    fetchPlaylistVideos({ apiBase: upstream.base, apiKey: API_KEY, playlistId, log: quietLog(), ...extra });

  it('follows nextPageToken, joins pages in order and leaves deleted and private videos out', async () => {
    const log = quietLog();
    const videos = await fetchFrom('PLpages', { log });
    expect(videos.map((v) => v.id)).toEqual(EXPECTED_IDS);
    expect(videos.map((v) => v.index)).toEqual([0, 1, 2]);
    expect(videos[0]).toEqual({
      id: 'vid-arrays-01',
      title: 'Arrays: Set Matrix Zeroes',
      thumbnail: 'https://i.ytimg.com/vi/vid-arrays-01/mqdefault.jpg',
      description: 'Mark rows and columns, then sweep.\nCode: https://example.com/set-matrix',
      publishedAt: '2024-03-01T10:00:00.000Z',
      index: 0,
    });
    // Offsets are normalised to UTC.
    expect(videos[2]?.publishedAt).toBe('2024-03-05T13:00:00.000Z');

    const [first, second] = upstream.requestsFor('PLpages');
    expect(upstream.requestsFor('PLpages')).toHaveLength(2);
    expect(first?.pathname).toBe('/youtube/v3/playlistItems');
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({
      part: 'snippet',
      maxResults: '50',
      playlistId: 'PLpages',
      key: API_KEY,
    });
    expect(second?.searchParams.get('pageToken')).toBe('EAAaBlBUOkNESQ');
  });

  it('turns an invalid publish date into null and logs it', async () => {
    const log = quietLog();
    const videos = await fetchFrom('PLdates', { log });
    expect(videos[1]).toMatchObject({ id: 'vid-two-ptr-02', publishedAt: null });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ videoId: 'vid-two-ptr-02', publishedAt: 'not-a-date' }),
      expect.stringMatching(/invalid publish date/),
    );
  });

  it('falls back through the thumbnail sizes', async () => {
    const videos = await fetchFrom('PLthumbs');
    // The second video only has default and high thumbnails.
    expect(videos[1]?.thumbnail).toBe('https://i.ytimg.com/vi/vid-two-ptr-02/hqdefault.jpg');
  });

  it('stops at the page cap', async () => {
    const log = quietLog();
    const videos = await fetchFrom('PLcap', { maxPages: 1, log });
    expect(videos.map((v) => v.id)).toEqual(EXPECTED_IDS.slice(0, 2));
    expect(upstream.requestsFor('PLcap')).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ maxPages: 1 }), expect.stringMatching(/cap/));
  });

  it('reports the provider error reason without the key', async () => {
    upstream.modes.set('PLquota-unit', 'quota');
    const error = await fetchFrom('PLquota-unit').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlaylistFetchError);
    expect(error).toMatchObject({ status: 403, reason: 'quotaExceeded' });
    upstream.modes.set('PLmissing-unit', 'not-found');
    await expect(fetchFrom('PLmissing-unit')).rejects.toMatchObject({ status: 404, reason: 'playlistNotFound' });
    await expect(fetchFrom('PLbadkey', { apiKey: 'wrong-key' })).rejects.toMatchObject({ status: 400 });
    upstream.modes.set('PLgarbage-unit', 'garbage');
    await expect(fetchFrom('PLgarbage-unit')).rejects.toMatchObject({ reason: 'invalid-response' });
    expect(String((error as Error).message)).not.toContain(API_KEY);
  });

  it('gives up on a page after the timeout', async () => {
    upstream.modes.set('PLhang', 'hang');
    const started = Date.now();
    await expect(fetchFrom('PLhang', { timeoutMs: 200 })).rejects.toMatchObject({ status: null, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports an unreachable provider as a network failure', async () => {
    await expect(
      fetchPlaylistVideos({ apiBase: 'http://127.0.0.1:1/youtube/v3', apiKey: API_KEY, playlistId: 'PLx', log: quietLog() }),
    ).rejects.toMatchObject({ status: null, reason: 'network' });
  });
});

describe.each(databaseKinds)('GET /api/videos (%s)', (kind) => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  const logLines: string[] = [];

  /** The whole app over the shared test database, with its log captured. */
  async function appFor(env: Record<string, string>) {
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      YOUTUBE_API_BASE: upstream.base,
      ...env,
    });
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        logLines.push(String(chunk));
        callback();
      },
    });
    const app = await buildApp({ config, database, logger: { level: 'trace', stream } });
    await app.ready();
    apps.push(app);
    return app;
  }
  const configured = (playlistId: string, env: Record<string, string> = {}) =>
    appFor({ YOUTUBE_API_KEY: API_KEY, YOUTUBE_PLAYLIST_ID: playlistId, ...env });
  const getVideos = (app: FastifyInstance) => app.inject({ url: '/api/videos' });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 180_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    const log = logLines.join('');
    expect(log).toContain('playlist fetch failed');
    expect(log).not.toContain(API_KEY);
  });

  it('answers configured: false with no videos when no key is set, without calling the provider', async () => {
    const before = upstream.requests.length;
    const t = await buildTestApp(kind, { YOUTUBE_PLAYLIST_ID: 'PLnokey', YOUTUBE_API_BASE: upstream.base });
    try {
      const response = await getVideos(t.app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        configured: false,
        playlistId: 'PLnokey',
        videos: [],
        fetchedAt: null,
        stale: false,
      });
      // the web hides the Video Lessons entry from learners
      expect((await t.app.inject({ url: '/api/services/config' })).json().features.videos).toBe(false);
    } finally {
      await t.close();
    }
    expect(upstream.requests.length).toBe(before);
  });

  it('serves the playlist, then answers from the cache within the TTL', async () => {
    const playlistId = `PLcache-${kind}`;
    const app = await configured(playlistId);
    const first = await getVideos(app);
    expect(first.statusCode).toBe(200);
    const body = ListVideosResponseSchema.parse(first.json());
    expect(body).toMatchObject({ configured: true, playlistId, stale: false });
    expect(body.videos.map((v) => v.id)).toEqual(EXPECTED_IDS);
    expect(body.videos[1]?.publishedAt).toBeNull();
    expect(first.body).not.toContain(API_KEY);
    expect(JSON.stringify(first.headers)).not.toContain(API_KEY);
    expect(upstream.requestsFor(playlistId)).toHaveLength(2);
    expect((await app.inject({ url: '/api/services/config' })).json().features.videos).toBe(true);

    const second = await getVideos(app);
    expect(second.json()).toEqual(body);
    expect(upstream.requestsFor(playlistId)).toHaveLength(2);

    // Another server process sharing the database uses the stored copy too.
    const sibling = await configured(playlistId);
    expect((await getVideos(sibling)).json().videos).toHaveLength(3);
    expect(upstream.requestsFor(playlistId)).toHaveLength(2);
  });

  it('shares one provider fetch between concurrent requests', async () => {
    const playlistId = `PLconcurrent-${kind}`;
    const app = await configured(playlistId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => getVideos(app)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(upstream.requestsFor(playlistId)).toHaveLength(2);
  });

  it('answers 502 with the spec message when the provider refuses and nothing is cached', async () => {
    const playlistId = `PLquota-${kind}`;
    upstream.modes.set(playlistId, 'quota');
    const app = await configured(playlistId);
    const response = await getVideos(app);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, message: PLAYLIST_FETCH_FAILED, code: 'UPSTREAM_FAILED' });
    expect(response.body).not.toContain(API_KEY);
    expect(logLines.join('')).toMatch(/"reason":"quotaExceeded"/);
  });

  it('serves the stale copy when a refresh fails, and waits before asking the provider again', async () => {
    const playlistId = `PLstale-${kind}`;
    const app = await configured(playlistId, { VIDEO_CACHE_TTL_MINUTES: '0' });
    const fresh = await getVideos(app);
    expect(fresh.json()).toMatchObject({ stale: false, videos: expect.any(Array) });
    expect(upstream.requestsFor(playlistId)).toHaveLength(2);

    upstream.modes.set(playlistId, 'quota');
    const stale = await getVideos(app);
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ success: true, configured: true, stale: true, fetchedAt: fresh.json().fetchedAt });
    expect(stale.json().videos).toEqual(fresh.json().videos);
    expect(upstream.requestsFor(playlistId)).toHaveLength(3);

    const again = await getVideos(app);
    expect(again.json().stale).toBe(true);
    expect(upstream.requestsFor(playlistId)).toHaveLength(3);
    expect(logLines.join('')).toContain('serving the cached copy');
  });

  it('fetches again when the stored copy is in an older shape', async () => {
    const playlistId = `PLoldshape-${kind}`;
    await database.db
      .insert(videoPlaylistCache)
      .values({ playlistId, videos: [{ videoId: 'x' }] as never, fetchedAt: new Date() });
    const app = await configured(playlistId);
    const response = await getVideos(app);
    expect(response.statusCode).toBe(200);
    expect(response.json().videos.map((v: { id: string }) => v.id)).toEqual(EXPECTED_IDS);
    expect(upstream.requestsFor(playlistId)).toHaveLength(2);
  });
});
