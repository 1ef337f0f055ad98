import type { FeatureFlag } from '@codingkaro/contracts';
import type { ComponentType } from 'react';
import { NOT_FOUND_PAGE, ROUTE_TABLE, type RouteEntry } from './route-table';

/**
 * A page of the app: its path pattern (wouter's, `/problems/:slug`), the lazy chunk that holds its
 * component, and the paid-service flag it shows under (off: the page-not-found screen).
 */
export interface PageRoute {
  path: string;
  lazy: () => Promise<ComponentType>;
  flag?: FeatureFlag;
}

type PageModule = Record<string, ComponentType | undefined>;

// Every page is a lazy chunk (Vite splits each match of the glob): the entry bundle holds the shell only (issue 16).
const PAGE_MODULES = import.meta.glob<PageModule>('../features/*/*-page.tsx');

/** Loads `component` of the page module `page` (a path of route-table.ts, relative to this folder). */
function pageLoader(page: string, component: string): () => Promise<ComponentType> {
  const load = PAGE_MODULES[`${page}.tsx`];
  if (!load) throw new Error(`route table: no page module ${page}.tsx`);
  return () =>
    load().then((module) => {
      const Page = module[component];
      if (!Page) throw new Error(`route table: ${page} has no export ${component}`);
      return Page;
    });
}

export const loadNotFound = pageLoader(NOT_FOUND_PAGE.page, NOT_FOUND_PAGE.component);

/** The routes of one entry: one per known slug when it lists them, else its pattern as it is. */
function routesOf(entry: RouteEntry): PageRoute[] {
  const lazy = pageLoader(entry.page, entry.component);
  const paths = entry.slugs ? entry.slugs.map((slug) => entry.path.replace(':slug', slug)) : [entry.path];
  return paths.map((path) => (entry.flag ? { path, lazy, flag: entry.flag } : { path, lazy }));
}

/**
 * The one route table (spec 2, "Routes"), built from route-table.ts and matched in order; `*`, the
 * page-not-found screen, comes last.
 */
export const routes: PageRoute[] = [...ROUTE_TABLE.flatMap(routesOf), { path: '*', lazy: loadNotFound }];
