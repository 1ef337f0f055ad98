import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'youtube', `${name}.json`), 'utf8');

export type UpstreamMode = 'ok' | 'quota' | 'not-found' | 'hang' | 'garbage';

export interface YoutubeTestServer {
  /** The base URL to use as YOUTUBE_API_BASE. */
  base: string;
  /** Every request's path and query, in order. */
  requests: URL[];
  /** How the server answers, per playlist id (default 'ok'). */
  modes: Map<string, UpstreamMode>;
  requestsFor(playlistId: string): URL[];
  close(): Promise<void>;
}

/**
 * A stand-in for the provider's playlistItems endpoint on 127.0.0.1, replaying recorded-style pages:
 * page 1 (with nextPageToken) and page 2, or a recorded error. The key must match `apiKey`.
 */
export async function startYoutubeTestServer(apiKey: string): Promise<YoutubeTestServer> {
  const requests: URL[] = [];
  const modes = new Map<string, UpstreamMode>();
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(body);
    };
    if (!url.pathname.endsWith('/youtube/v3/playlistItems')) return send(404, '{"error":{"code":404,"message":"Not Found"}}');
    if (url.searchParams.get('key') !== apiKey) {
      return send(
        400,
        JSON.stringify({
          error: { code: 400, message: 'API key not valid. Please pass a valid API key.', errors: [{ reason: 'badRequest' }] },
        }),
      );
    }
    const mode = modes.get(url.searchParams.get('playlistId') ?? '') ?? 'ok';
    if (mode === 'quota') return send(403, fixture('error-quota-exceeded'));
    if (mode === 'not-found') return send(404, fixture('error-playlist-not-found'));
    if (mode === 'garbage') return send(200, '<html>not json</html>');
    if (mode === 'hang') {
      hanging.add(() => res.destroy());
      return;
    }
    const token = url.searchParams.get('pageToken');
    if (!token) return send(200, fixture('playlist-items-page-1'));
    if (token === 'EAAaBlBUOkNESQ') return send(200, fixture('playlist-items-page-2'));
    return send(
      400,
      JSON.stringify({ error: { code: 400, message: 'Invalid page token', errors: [{ reason: 'invalidPageToken' }] } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/youtube/v3`,
    requests,
    modes,
    requestsFor: (playlistId) => requests.filter((u) => u.searchParams.get('playlistId') === playlistId),
    async close() {
      for (const stop of hanging) stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
