import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openTestDatabase } from './databases';

describe('request log', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent-web-dist' });
    database = await openTestDatabase('pglite');
    app = await buildApp({ config, database, logger: { level: 'info', stream } });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('writes one line per request with its method, url, status and time', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/internal/ping?x=1', headers: { 'x-request-id': 'req-one' } });
    await app.inject({ url: '/api/nowhere', headers: { 'x-request-id': 'req-two' } });
    const ours = lines.map((line) => JSON.parse(line)).filter((e) => e.reqId === 'req-one' || e.reqId === 'req-two');
    expect(ours.filter((e) => e.msg === 'incoming request')).toEqual([]);
    const entries = ours.filter((e) => e.msg === 'request completed');
    expect(entries).toEqual([
      expect.objectContaining({
        reqId: 'req-one',
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/internal/ping?x=1' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({ reqId: 'req-two', res: { statusCode: 404 } }),
    ]);
  });
});
