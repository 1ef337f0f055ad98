import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_DOCS_PREFIX, UNDOCUMENTED_ROUTES } from '../src/plugins/openapi';
import { buildTestApp, type TestApp } from './build-app';

// every route as Fastify registers it: the app's instance gets an onRoute hook before any plugin
const registered = vi.hoisted(() => [] as { url: string; method: string | string[] }[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const withRouteLog = ((options?: object) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      registered.push({ url: route.url, method: route.method });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: withRouteLog };
});

/** Fastify's `:param` as OpenAPI's `{param}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  }, 180_000);
  afterAll(async () => t?.close());

  it('is a valid OpenAPI 3.1 document at /api/openapi.json', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // generated from the zod contracts: a route's request body is described, not left empty
    const submit = document.paths['/api/problems/submit'].post;
    expect(submit.requestBody.content['application/json'].schema.properties).toHaveProperty('problemId');
  });

  it('describes every registered route except the ones excluded with a reason', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(registered.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const { url: path, method: methods } of registered) {
      if (path in UNDOCUMENTED_ROUTES || path === API_DOCS_PREFIX || path.startsWith(`${API_DOCS_PREFIX}/`)) continue;
      for (const method of [methods].flat()) {
        if (method === 'HEAD') continue; // Fastify adds HEAD to every GET
        if (!document.paths[openApiPath(path)]?.[method.toLowerCase()]) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(document.paths).not.toHaveProperty('/metrics');
  });

  it('serves a docs page from this server', async () => {
    const page = await t.app.inject({ url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.js/);
  });
});
