import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, preferredEncoding } from '../src/plugins/compression';
import { buildTestApp, type TestApp } from './build-app';
import { createProblemsFixture } from './problems-fixture';

const ASSET = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'ck-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>CodingKaro</title>');
    // What the web build writes: the asset and its precompressed twins.
    writeFileSync(join(web, 'assets', 'main-abc123.js'), ASSET);
    writeFileSync(join(web, 'assets', 'main-abc123.js.br'), brotliCompressSync(ASSET));
    writeFileSync(join(web, 'assets', 'main-abc123.js.gz'), gzipSync(ASSET));
    t = await buildTestApp('pglite', { WEB_DIST_DIR: web, CONTENT_DIR: createProblemsFixture() });
  });
  afterAll(async () => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  describe('a built asset', () => {
    it('is sent as its brotli file to clients that accept br', async () => {
      const response = await get('/assets/main-abc123.js', 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(ASSET.length / 3);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
    });

    it('is sent as its gzip file to clients that accept only gzip', async () => {
      const response = await get('/assets/main-abc123.js', 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET);
    });

    it('is sent uncompressed to clients that accept no encoding', async () => {
      const response = await get('/assets/main-abc123.js');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(ASSET);
    });
  });

  describe('an API answer', () => {
    it('above the threshold is brotli-compressed for br clients', async () => {
      const plain = await get('/api/problems/two-sum');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const response = await get('/api/problems/two-sum', 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
    });

    it('above the threshold is gzip-compressed for gzip clients', async () => {
      const plain = await get('/api/problems?page=1&limit=50');
      const response = await get('/api/problems?page=1&limit=50', 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(plain.body);
    });

    it('that guests share is compressed once per encoding: the same bytes each time, 304 on a matching ETag', async () => {
      const first = await get('/api/problems/two-sum', 'gzip');
      const second = await get('/api/problems/two-sum', 'gzip');
      expect(second.headers['content-encoding']).toBe('gzip');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const etag = String(first.headers.etag);
      const again = await t.app.inject({
        url: '/api/problems/two-sum',
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('below the threshold is sent as it is', async () => {
      const response = await get('/api/internal/ping', 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toMatchObject({ success: true });
    });
  });

  it('picks br, else gzip, from Accept-Encoding; q=0 refuses and * stands for any', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
