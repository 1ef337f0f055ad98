import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRoutePreloads, routePreloadLinks } from './route-preloads';

const preloads = [
  { pattern: '/', scripts: ['/assets/home-1.js'], styles: [] },
  { pattern: '/courses/:slug', scripts: ['/assets/course-2.js', '/assets/shared-3.js'], styles: [] },
  { pattern: '/courses/revise', scripts: ['/assets/revise-4.js'], styles: [] },
  { pattern: '/interview-series/:slug', scripts: ['/assets/article-5.js'], styles: ['/assets/article-6.css'] },
  { pattern: '/videos', scripts: [], styles: [] },
];

describe('routePreloadLinks', () => {
  const linkFor = routePreloadLinks(preloads);

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
  });
});
