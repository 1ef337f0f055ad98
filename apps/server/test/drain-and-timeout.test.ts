import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { frameworkErrorResponder } from '../src/plugins/framework-errors';
import { buildTestApp } from './build-app';

describe('answers outside the routes keep the app error shape', () => {
  it('a request reaching a draining server is a 503 SERVICE_UNAVAILABLE with Retry-After', async () => {
    const t = await buildTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    // a connection that has begun a request is not idle, so closing waits for it; its request
    // arrives while the server drains (as on a keep-alive connection during a SIGTERM drain)
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/internal/ping HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    let raw = '';
    socket.on('data', (chunk) => {
      raw += chunk.toString('utf8');
    });
    const answered = new Promise((resolve) => socket.once('close', resolve));
    const closing = t.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('\r\n');
    await answered;
    await closing;

    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('retry-after: 5');
    expect(JSON.parse(body)).toEqual({
      success: false,
      message: 'The server is restarting; try again in a moment',
      code: 'SERVICE_UNAVAILABLE',
    });
  }, 120_000);

  it("Node's request timeout (408) carries the REQUEST_TIMEOUT code", () => {
    let written = '';
    const socket = { destroyed: false, writable: true, end: (text: string) => (written = text) } as unknown as net.Socket;
    const error = Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    frameworkErrorResponder({}).clientErrorHandler(error, socket);
    expect(written).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(written.split('\r\n\r\n')[1] ?? '')).toEqual({
      success: false,
      message: 'The request took too long to arrive',
      code: 'REQUEST_TIMEOUT',
    });
  });
});
