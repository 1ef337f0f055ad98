import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { INTERVIEW_ARTICLE_SLUGS } from '../../features/articles/article-slugs';
import { routes } from '../routes';
import { routeModulesFromSource } from './route-modules';

function lazyPaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path && route.lazy && route.path !== '*' ? [route.path] : []),
    ...lazyPaths(route.children ?? []),
  ]);
}

describe('routeModulesFromSource', () => {
  it('finds a page module for every lazy route of the real route table', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../routes.tsx'), 'utf8');
    const patterns = routeModulesFromSource(source).map((route) => route.pattern);
    const expected = new Set(
      lazyPaths(routes).map((path) =>
        INTERVIEW_ARTICLE_SLUGS.reduce((p, slug) => p.replace(new RegExp(`/${slug}$`), '/:slug'), path),
      ),
    );
    expect(new Set(patterns)).toEqual(expected);
  });

  it('reads quoted and templated paths with their import', () => {
    const source = `
      { path: '/a', lazy: () => import('./a-page').then((m) => ({ Component: m.A })) },
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
