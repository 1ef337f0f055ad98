import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an outside platform: answers recorded, real-shaped responses by route, and can
 * misbehave on demand (HTML error pages, malformed bodies, never answering) so fetchers are tested
 * against every way the real site fails.
 */
export type ReplayAnswer =
  | { status?: number; contentType?: string; body: string; delayMs?: number; headers?: Record<string, string> }
  | { hang: true };

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Picks the answer for a request; return undefined for a 404. */
export type ReplayRoute = (request: RecordedRequest) => ReplayAnswer | undefined;

export interface ReplayServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the route table (e.g. switch a test from "normal" to "HTML error page"). */
  setRoute(route: ReplayRoute): void;
  close(): Promise<void>;
}

export const json = (value: unknown, status = 200): ReplayAnswer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(value),
});
export const html = (body: string, status = 200): ReplayAnswer => ({ status, contentType: 'text/html; charset=utf-8', body });
/** A recorded response file under test/fixtures. */
export const fixture = (relativePath: string) => readFileSync(new URL(`./fixtures/${relativePath}`, import.meta.url), 'utf8');

export async function startReplayServer(route: ReplayRoute, port = 0): Promise<ReplayServer> {
  let current = route;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://replay.local');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const answer = current(recorded);
      if (!answer) {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not Found</body></html>');
        return;
      }
      if ('hang' in answer) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      const send = () =>
        res
          .writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/json', ...answer.headers })
          .end(answer.body);
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    setRoute(next) {
      current = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
