import { rmSync } from 'node:fs';
import { DEFAULT_LIMITS, type ExecuteRequest, LANGUAGE_IDS, type Runner } from '@codingkaro/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { createProblemsFixture } from './problems-fixture';

/**
 * Malformed input across every route: NUL characters, huge and empty strings, unicode edge
 * cases (lone surrogates, RTL, emoji), wrong types, nesting, raw bodies that are not JSON. No
 * answer may be a 5xx; every error is the app's `{ success: false, message }`. A fake runner
 * answers at once (the fuzz is about the HTTP layer, not the sandbox).
 */
const ok = (stdout: string) => ({
  stdout,
  stderr: '',
  output: stdout,
  code: 0,
  signal: null,
  status: null,
  message: null,
  cpuTimeMs: 1,
  wallTimeMs: 1,
  memoryBytes: 1024,
  stdoutTruncated: false,
  stderrTruncated: false,
});
const fakeRunner = {
  limits: DEFAULT_LIMITS,
  runtimes: async () =>
    LANGUAGE_IDS.map((language) => ({
      language,
      version: '1.0.0',
      aliases: [],
      available: true,
      compiled: false,
      formatter: null,
    })),
  execute: async (req: ExecuteRequest) => ({ language: req.language, version: '1.0.0', run: ok('') }),
  format: async () => ({ formatted: '' }),
  close: async () => {},
} as unknown as Runner;

const STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(100_000),
  '\ud800',
  'e\u0301\u202etxt.exe',
  '😀'.repeat(50),
  '../../etc/passwd',
  '%00',
  '%zz',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{"a":1}',
];
const VALUES: unknown[] = [
  ...STRINGS,
  0,
  -1,
  1.5,
  1e308,
  true,
  null,
  [],
  {},
  [[[[]]]],
  { __proto__: { polluted: 1 } },
  ['a\u0000'],
];

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: string[];
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/auth/providers' },
  { method: 'GET', path: '/api/auth/current-user' },
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'GET', path: '/api/auth/debug' },
  { method: 'GET', path: '/api/auth/google', query: { returnTo: '/problems' } },
  { method: 'GET', path: '/api/auth/google/callback', query: { code: 'c', state: 's', error: 'e' } },
  { method: 'POST', path: '/api/auth/dev-login', body: { name: 'Fuzz', email: 'fuzz@example.com' } },
  { method: 'GET', path: '/api/videos' },
  { method: 'GET', path: '/api/courses' },
  { method: 'GET', path: '/api/courses/revision' },
  { method: 'GET', path: '/api/courses/:slug/progress.csv', params: ['slug'] },
  { method: 'GET', path: '/api/codingkaro/courses/:courseName', params: ['courseName'], query: { userEmail: 'a@b.c' } },
  {
    method: 'PUT',
    path: '/api/codingkaro/courses/:courseId/days/:dayNumber/questions/:questionId',
    params: ['courseId', 'dayNumber', 'questionId'],
    body: { completed: true, notes: 'n', revision: false },
  },
  {
    method: 'GET',
    path: '/api/problems',
    query: { page: '1', limit: '10', sortBy: 'order', difficulty: 'Easy', topics: 'Array', search: 'two' },
  },
  { method: 'GET', path: '/api/problems/:slug', params: ['slug'] },
  { method: 'GET', path: '/api/problems/:slug/submissions', params: ['slug'] },
  { method: 'POST', path: '/api/problems/run', body: { problemId: 'two-sum', language: 'python', code: 'x', customInput: '' } },
  { method: 'POST', path: '/api/problems/submit', body: { problemId: 'two-sum', language: 'python', code: 'x' } },
  {
    method: 'POST',
    path: '/api/execute',
    body: { language: 'python', files: [{ content: 'print(1)' }], stdin: '', args: [], run_timeout: 1000 },
  },
  { method: 'GET', path: '/api/runtimes' },
  { method: 'POST', path: '/api/format', body: { language: 'cpp', code: 'int main(){}' } },
  { method: 'POST', path: '/api/snippets', body: { language: 'python', code: 'print(1)', stdin: '' } },
  { method: 'GET', path: '/api/snippets/:id', params: ['id'] },
  { method: 'GET', path: '/api/internal/ping' },
  {
    method: 'GET',
    path: '/api/codingkaro/contests',
    query: { platform: 'codeforces', status: 'upcoming', q: 'div', series: 's' },
  },
  { method: 'GET', path: '/api/codingkaro/contests/sources' },
  { method: 'GET', path: '/api/contests.ics', query: { platforms: 'codeforces', q: 'x', series: 's' } },
  { method: 'GET', path: '/api/contests/:file', params: ['file'] },
  { method: 'GET', path: '/api/codingkaro/contests/reminders' },
  { method: 'PUT', path: '/api/codingkaro/contests/:id/reminders', params: ['id'], body: { leadMinutes: 60 } },
  { method: 'DELETE', path: '/api/codingkaro/contests/:id/reminders', params: ['id'], query: { leadMinutes: '60' } },
];

interface Case {
  name: string;
  method: Route['method'];
  url: string;
  payload?: string;
  contentType?: string;
}

/** A lone surrogate has no UTF-8 form: sent as the invalid bytes ED A0 80. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

function casesFor(route: Route): Case[] {
  const out: Case[] = [];
  const fill = (overrides: Record<string, string> = {}) =>
    route.path.replace(/:(\w+)/g, (_m, p: string) => encode(overrides[p] ?? 'two-sum'));
  const qs = (q: Record<string, string>) => (Object.keys(q).length ? `?${new URLSearchParams(q)}` : '');
  const base = `${fill()}${qs(route.query ?? {})}`;
  const json = (body: unknown) => ({ payload: JSON.stringify(body), contentType: 'application/json' });
  for (const p of route.params ?? []) {
    for (const s of STRINGS.slice(0, 12))
      out.push({
        name: `${route.path} :${p}=${JSON.stringify(s).slice(0, 20)}`,
        method: route.method,
        url: `${fill({ [p]: s })}${qs(route.query ?? {})}`,
        ...(route.body ? json(route.body) : {}),
      });
  }
  for (const q of Object.keys(route.query ?? {})) {
    for (const s of STRINGS) {
      out.push({ name: `${route.path} ?${q}`, method: route.method, url: `${fill()}${qs({ ...route.query, [q]: s })}` });
    }
  }
  if (route.body) {
    for (const field of Object.keys(route.body)) {
      for (const v of VALUES)
        out.push({
          name: `${route.path} body.${field}`,
          method: route.method,
          url: base,
          ...json({ ...route.body, [field]: v }),
        });
    }
    for (const raw of [
      '{',
      'null',
      '[]',
      '"x"',
      '1',
      '{"a":'.repeat(2000),
      JSON.stringify(route.body).replace('}', ',"extra":"\\u0000"}'),
    ]) {
      out.push({
        name: `${route.path} raw ${raw.slice(0, 10)}`,
        method: route.method,
        url: base,
        payload: raw,
        contentType: 'application/json',
      });
    }
    out.push({ name: `${route.path} text body`, method: route.method, url: base, payload: 'a=b', contentType: 'text/plain' });
    out.push({
      name: `${route.path} 2 MiB body`,
      method: route.method,
      url: base,
      payload: JSON.stringify({ x: 'y'.repeat(2 * 1024 * 1024) }),
      contentType: 'application/json',
    });
  }
  out.push({
    name: `${route.path} junk query`,
    method: route.method,
    url: `${base}${base.includes('?') ? '&' : '?'}a[b][c]=1&%zz=1&x=%00`,
  });
  return out;
}

describe('fuzz: malformed input never answers 5xx', () => {
  let t: TestApp;
  let dir: string;
  let cookie: string;
  beforeAll(async () => {
    dir = createProblemsFixture();
    t = await buildTestApp(
      'pglite',
      {
        CONTENT_DIR: dir,
        RATE_LIMIT_PER_MINUTE: '100000',
        COMPILER_RATE_LIMIT_PER_MINUTE: '100000',
        JUDGE_RATE_LIMIT_PER_MINUTE: '100000',
      },
      { runner: fakeRunner },
    );
    cookie = (await devSignIn(t.app, 'Fuzzer', 'fuzzer@example.com')).cookie;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends 200+ malformed requests across every route, signed out and signed in', async () => {
    const cases = ROUTES.flatMap(casesFor);
    expect(cases.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const c of cases) {
      for (const headers of [{}, { cookie }]) {
        const response = await t.app.inject({
          method: c.method,
          url: c.url,
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
          headers: { ...headers, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
        });
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${c.name}: ${response.body.slice(0, 120)}`);
        else if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
          const body = response.json();
          if (body.success !== false || typeof body.message !== 'string')
            failures.push(`shape ${c.name}: ${response.body.slice(0, 120)}`);
          if (/FST_|ERR_|at \w+ \(/.test(response.body)) failures.push(`internals ${c.name}: ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    console.log(`fuzz: ${cases.length * 2} requests, no 5xx`);
  }, 600_000);
});
