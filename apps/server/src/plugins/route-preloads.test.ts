import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRoutePreloads, routePreloadLinks } from './route-preloads';

const preloads = [
  { pattern: '/', scripts: ['/assets/home-1.js'], styles: [], data: [] },
  {
    pattern: '/courses/:slug',
    scripts: ['/assets/course-2.js', '/assets/shared-3.js'],
    styles: [],
    data: ['/api/auth/current-user', '/api/codingkaro/courses/:slug'],
  },
  { pattern: '/courses/revise', scripts: ['/assets/revise-4.js'], styles: [], data: [] },
  { pattern: '/interview-series/:slug', scripts: ['/assets/article-5.js'], styles: ['/assets/article-6.css'], data: [] },
  { pattern: '/videos', scripts: [], styles: [], data: [] },
  { pattern: '/problems', scripts: [], styles: [], data: ['/api/problems?page=1&limit=50'] },
];
const guest = { guest: true };
const member = { guest: false };
const FETCH = 'rel=preload; as=fetch; crossorigin=use-credentials';

describe('routePreloadLinks', () => {
  const routeLinkFor = routePreloadLinks(preloads);
  const linkFor = (path: string) => routeLinkFor(path, member);

  it('links the chunks of the matching route as module preloads and its CSS as a style preload', () => {
    expect(linkFor('/')).toBe('</assets/home-1.js>; rel=modulepreload');
    expect(linkFor('/courses/data-structures')).toBe(
      '</assets/course-2.js>; rel=modulepreload, </assets/shared-3.js>; rel=modulepreload',
    );
    expect(linkFor('/interview-series/operating-systems')).toBe(
      '</assets/article-5.js>; rel=modulepreload, </assets/article-6.css>; rel=preload; as=style',
    );
  });

  it('prefers a static segment over a parameter, whatever the order of the table', () => {
    expect(linkFor('/courses/revise')).toBe('</assets/revise-4.js>; rel=modulepreload');
  });

  it('ignores a trailing slash and matches only whole paths', () => {
    expect(linkFor('/courses/data-structures/')).toContain('course-2.js');
    expect(linkFor('/courses')).toBeUndefined();
    expect(linkFor('/courses/a/b')).toBeUndefined();
    expect(linkFor('/no-such-page')).toBeUndefined();
  });

  it('sends no header for a route without files', () => {
    expect(linkFor('/videos')).toBeUndefined();
    expect(linkFor('/problems')).toBeUndefined();
  });

  it("preloads a guest's API answers with the path's parameters filled in, after the page's code", () => {
    expect(routeLinkFor('/courses/data-structures', guest)).toBe(
      '</assets/course-2.js>; rel=modulepreload, </assets/shared-3.js>; rel=modulepreload, ' +
        `</api/auth/current-user>; ${FETCH}, </api/codingkaro/courses/data-structures>; ${FETCH}`,
    );
    expect(routeLinkFor('/problems', guest)).toBe(`</api/problems?page=1&limit=50>; ${FETCH}`);
    expect(routeLinkFor('/courses/revise', guest)).toBe('</assets/revise-4.js>; rel=modulepreload');
  });

  it('never preloads answers for a signed-in visitor', () => {
    expect(routeLinkFor('/courses/data-structures', member)).not.toContain('/api/');
  });

  it('leaves out an answer whose parameter could break the header or the path', () => {
    for (const value of ['a>b', 'a,b', 'a;b', '..', 'a b', '"x"']) {
      const link = routeLinkFor(`/courses/${value}`, guest) ?? '';
      expect(link, value).not.toContain('/api/codingkaro/courses/');
      expect(link, value).toContain(`</api/auth/current-user>; ${FETCH}`);
    }
    expect(routeLinkFor('/courses/two%20words', guest)).toContain('</api/codingkaro/courses/two%20words>');
  });
});

describe('readRoutePreloads', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a valid file and answers none for an absent, corrupt or misshapen one', () => {
    dir = mkdtempSync(join(tmpdir(), 'ck-preloads-'));
    expect(readRoutePreloads(dir)).toEqual([]);
    writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(preloads));
    expect(readRoutePreloads(dir)).toEqual(preloads);
    writeFileSync(join(dir, 'route-preloads.json'), '{not json');
    expect(readRoutePreloads(dir)).toEqual([]);
    writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify([{ pattern: 'x', scripts: ['http://evil/x.js'] }]));
    expect(readRoutePreloads(dir)).toEqual([]);
    const injected = [{ pattern: '/x', scripts: [], styles: [], data: ['/api/x>; rel=preload; as=script'] }];
    writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(injected));
    expect(readRoutePreloads(dir)).toEqual([]);
  });
});
