import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTERVIEW_ARTICLE_SLUGS } from '../../features/articles/article-slugs';
import { routes } from '../routes';
import { routeModulesFromSource } from './route-modules';

/** Every path of the route table but the 404 screen's `*` (any unknown path: nothing to preload for it). */
const lazyPaths = () => routes.filter((route) => route.path !== '*').map((route) => route.path);

describe('routeModulesFromSource', () => {
  it('finds a page module for every lazy route of the real route table', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../routes.tsx'), 'utf8');
    const patterns = routeModulesFromSource(source).map((route) => route.pattern);
    const expected = new Set(
      lazyPaths().map((path) => INTERVIEW_ARTICLE_SLUGS.reduce((p, slug) => p.replace(new RegExp(`/${slug}$`), '/:slug'), path)),
    );
    expect(new Set(patterns)).toEqual(expected);
  });

  it('reads quoted and templated paths with their import', () => {
    const source = `
      { path: '/a', lazy: () => import('./a-page').then((m) => m.A) },
      { path: \`/b/\${slug}\`,
        lazy: () => import('./b-page') },
      { path: '/a', lazy: () => import('./other') },
      { path: '/c', element: <C /> },`;
    expect(routeModulesFromSource(source)).toEqual([
      { pattern: '/a', specifier: './a-page' },
      { pattern: '/b/:slug', specifier: './b-page' },
    ]);
  });
});
