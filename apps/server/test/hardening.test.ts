import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { redactUrl } from '../src/lib/redact-url';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { openTestDatabase } from './databases';

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security'];

function expectAppError(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body);
  expect(body).toMatchObject({ success: false });
  expect(typeof body.message).toBe('string');
  expect(response.body).not.toMatch(/FST_|ERR_|Error:/);
  for (const h of SECURITY_HEADERS) expect(response.headers[h], h).toBeTruthy();
  return body as { message: string; code: string };
}

/** Sends raw bytes to a listening server and returns the raw HTTP answer. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let out = '';
    socket.on('data', (d) => {
      out += d.toString('utf8');
    });
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

function parseRaw(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [status, ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
  return { statusCode: Number(status?.split(' ')[1]), headers, body };
}

describe('input and framework errors', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  }, 180_000);
  afterAll(async () => t.close());

  describe('a NUL character anywhere is a 400 naming the field', () => {
    it('in a query parameter', async () => {
      const body = expectAppError(await t.app.inject({ url: '/api/problems?search=two%00sum' }), 400);
      expect(body.message).toBe('Invalid search: must not contain NUL characters (U+0000)');
    });

    it('in a path parameter', async () => {
      const body = expectAppError(await t.app.inject({ url: '/api/problems/two-sum%00' }), 400);
      expect(body.message).toMatch(/^Invalid slug:/);
    });

    it('in a nested body string (program source, stdin) and in a sign-in name', async () => {
      const exec = await t.app.inject({
        method: 'POST',
        url: '/api/execute',
        payload: { language: 'python', files: [{ content: 'print(1)\u0000' }], stdin: '' },
      });
      expect(expectAppError(exec, 400).message).toMatch(/^Invalid files\.0\.content:/);
      const stdin = await t.app.inject({
        method: 'POST',
        url: '/api/execute',
        payload: { language: 'python', files: [{ content: 'print(1)' }], stdin: 'a\u0000b' },
      });
      expect(expectAppError(stdin, 400).message).toMatch(/^Invalid stdin:/);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/dev-login',
        payload: { name: 'X\u0000', email: 'x@example.com' },
      });
      expect(expectAppError(login, 400).message).toMatch(/^Invalid name:/);
    });

    it('in question notes of a signed-in user', async () => {
      const { cookie } = await devSignIn(t.app, 'Nul Tester', 'nul@example.com');
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/codingkaro/courses/any/days/1/questions/q1',
        headers: { cookie },
        payload: { notes: 'a\u0000b' },
      });
      expect(expectAppError(response, 400).message).toMatch(/^Invalid notes:/);
    });
  });

  it('bad percent-encoding is a 400 in the app shape, with the security headers', async () => {
    const body = expectAppError(await t.app.inject({ url: '/%zz' }), 400);
    expect(body.code).toBe('BAD_REQUEST');
  });

  it('an over-long path parameter is a 414 in the app shape, with the security headers', async () => {
    const body = expectAppError(await t.app.inject({ url: `/api/problems/${'a'.repeat(101)}` }), 414);
    expect(body.message).toBe('The address is too long');
  });

  it("Node's 431 (oversized headers) is answered in the app shape, with the security headers", async () => {
    const raw = await rawRequest(port, `GET /api/internal/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const response = parseRaw(raw);
    const body = expectAppError(response, 431);
    expect(body.message).toBe('The request headers are too large');
  });

  it('a request line that is not HTTP is a 400 in the app shape', async () => {
    expectAppError(parseRaw(await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n')), 400);
  });
});

describe('request logging', () => {
  it('redacts token-like query parameters', () => {
    expect(redactUrl('/api/auth/google/callback?code=abc&state=xyz&page=2')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]&page=2',
    );
    expect(redactUrl('/x?access_token=1&Api%5FKey=2&q=token')).toBe('/x?access_token=[redacted]&Api%5FKey=[redacted]&q=token');
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it('never writes a ?token= value to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent-web-dist' });
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    try {
      const secret = randomBytes(8).toString('hex');
      await app.inject({ url: `/api/internal/ping?token=${secret}&x=1` });
      await app.inject({ url: `/api/nowhere?session=${secret}` });
      const log = lines.join('');
      expect(log).toContain('/api/internal/ping?token=[redacted]&x=1');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);
});
