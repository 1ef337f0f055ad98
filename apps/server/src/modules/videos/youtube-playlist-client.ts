import type { PlaylistVideo } from '@codingkaro/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** 50 is the provider's maximum page size; 20 pages = 1000 videos, 20 quota units per refresh at most. */
export const PAGE_SIZE = 50;
export const MAX_PAGES = 20;
export const REQUEST_TIMEOUT_MS = 10_000;

/** Titles the provider gives entries that can no longer be played; they carry no thumbnails either. */
const UNAVAILABLE_TITLES = new Set(['Deleted video', 'Private video']);
const THUMBNAIL_PREFERENCE = ['medium', 'high', 'standard', 'default', 'maxres'] as const;

const ThumbnailSchema = z.object({ url: z.string().optional() }).passthrough();
const PlaylistItemSchema = z
  .object({
    snippet: z
      .object({
        title: z.string().optional(),
        description: z.string().optional(),
        publishedAt: z.string().nullish(),
        thumbnails: z.record(ThumbnailSchema.nullish()).nullish(),
        resourceId: z.object({ videoId: z.string().optional() }).passthrough().nullish(),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();
type PlaylistItem = z.infer<typeof PlaylistItemSchema>;

const PlaylistPageSchema = z
  .object({
    nextPageToken: z.string().optional(),
    items: z.array(PlaylistItemSchema).default([]),
  })
  .passthrough();

const ErrorBodySchema = z.object({
  error: z
    .object({
      code: z.number().optional(),
      message: z.string().optional(),
      errors: z.array(z.object({ reason: z.string().optional() }).passthrough()).optional(),
    })
    .passthrough(),
});

/** A failed playlist fetch. The message is safe to log: it never contains the API key. */
export class PlaylistFetchError extends Error {
  constructor(
    /** The provider's HTTP status, or null when no answer came (timeout, network). */
    readonly status: number | null,
    /** The provider's reason (`quotaExceeded`, `playlistNotFound`, ...), 'timeout', 'network' or 'invalid-response'. */
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'PlaylistFetchError';
  }
}

export type PlaylistLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface FetchPlaylistOptions {
  apiBase: string;
  apiKey: string;
  playlistId: string;
  log: PlaylistLogger;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  maxPages?: number;
}

/** The playlist's items as the page shows them: pages joined in order, unplayable entries left out. */
export async function fetchPlaylistVideos(options: FetchPlaylistOptions): Promise<PlaylistVideo[]> {
  const { apiBase, apiKey, playlistId, log } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const maxPages = options.maxPages ?? MAX_PAGES;
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('[redacted]') : text);

  const videos: PlaylistVideo[] = [];
  const seenTokens = new Set<string>();
  let pageToken: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const url = new URL(`${apiBase}/playlistItems`);
    url.searchParams.set('part', 'snippet');
    url.searchParams.set('maxResults', String(PAGE_SIZE));
    url.searchParams.set('playlistId', playlistId);
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    url.searchParams.set('key', apiKey);

    const body = await requestPage(url, { fetchImpl, timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS, redact, page });
    for (const item of body.items) {
      const video = toVideo(item, videos.length, log);
      if (video) videos.push(video);
    }

    pageToken = body.nextPageToken || undefined;
    if (!pageToken) return videos;
    if (seenTokens.has(pageToken)) {
      log.warn({ playlistId, page }, 'playlist paging repeated a page token; stopping');
      return videos;
    }
    seenTokens.add(pageToken);
  }
  log.warn({ playlistId, maxPages, videos: videos.length }, 'playlist has more pages than the cap; the rest is left out');
  return videos;
}

async function requestPage(
  url: URL,
  {
    fetchImpl,
    timeoutMs,
    redact,
    page,
  }: { fetchImpl: typeof fetch; timeoutMs: number; redact: (t: string) => string; page: number },
) {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const detail = error instanceof Error ? redact(error.message) : 'unknown error';
    throw new PlaylistFetchError(
      null,
      timedOut ? 'timeout' : 'network',
      timedOut ? `playlist page ${page + 1} timed out after ${timeoutMs} ms` : `playlist page ${page + 1} failed: ${detail}`,
    );
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(payload);
    const reason = (parsed.success && parsed.data.error.errors?.find((e) => e.reason)?.reason) || `http-${response.status}`;
    const upstreamMessage = parsed.success && parsed.data.error.message ? `: ${redact(parsed.data.error.message)}` : '';
    throw new PlaylistFetchError(
      response.status,
      reason,
      `playlist page ${page + 1} answered ${response.status} ${reason}${upstreamMessage}`,
    );
  }
  const parsed = PlaylistPageSchema.safeParse(payload);
  if (!parsed.success) {
    throw new PlaylistFetchError(response.status, 'invalid-response', `playlist page ${page + 1} was not a playlist page`);
  }
  return parsed.data;
}

function toVideo(item: PlaylistItem, index: number, log: PlaylistLogger): PlaylistVideo | null {
  const snippet = item.snippet;
  const id = snippet?.resourceId?.videoId;
  const title = snippet?.title?.trim() ?? '';
  if (!snippet || !id || UNAVAILABLE_TITLES.has(title)) return null;
  return {
    id,
    title: title || 'Untitled video',
    thumbnail: thumbnailOf(snippet.thumbnails, id),
    description: snippet.description ?? '',
    publishedAt: publishedAtOf(snippet.publishedAt, id, log),
    index,
  };
}

function thumbnailOf(thumbnails: Record<string, { url?: string } | null | undefined> | null | undefined, videoId: string) {
  for (const size of THUMBNAIL_PREFERENCE) {
    const url = thumbnails?.[size]?.url;
    if (url && /^https:\/\//.test(url)) return url;
  }
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/mqdefault.jpg`;
}

/** Invalid dates are logged and treated as null (spec 5). */
function publishedAtOf(value: string | null | undefined, videoId: string, log: PlaylistLogger): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    log.warn({ videoId, publishedAt: value.slice(0, 64) }, 'playlist item has an invalid publish date; using null');
    return null;
  }
  return new Date(time).toISOString();
}
