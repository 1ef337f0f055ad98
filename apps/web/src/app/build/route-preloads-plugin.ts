import type { RoutePreload } from '@codingkaro/contracts';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { ROUTE_TABLE } from '../route-table';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes `route-preloads.json` into the build: for each lazy route, the page's chunk with the shared
 * chunks it imports and its CSS, minus what the entry already loads. The server sends them as `Link`
 * preload headers with index.html (apps/server/src/plugins/static-web.ts), so a first visit fetches
 * the page's code alongside the entry instead of after it has run (one round trip fewer before the
 * page can render). With `withGuestData`, each route's `guestData` from route-table.ts joins them.
 */
export function routePreloadsPlugin(
  /** The file the table's `page` paths are relative to (any module of `src/app`). */
  routesFile: string,
  /** Whether to add each route's `guestData` (only when the API shares the page's origin). */
  withGuestData: boolean,
): Plugin {
  return {
    name: 'codingkaro-route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const entryFiles = closure(entry, bundle);
      const preloads: RoutePreload[] = [];
      for (const { path: pattern, page: specifier, guestData } of ROUTE_TABLE) {
        const resolved = await this.resolve(specifier, routesFile);
        // Usually the page's own chunk; a page that another chunk also imports lives inside that one.
        const page =
          chunks.find((chunk) => chunk.facadeModuleId === resolved?.id) ??
          chunks.find((chunk) => resolved && chunk.moduleIds.includes(resolved.id));
        if (!page) this.error(`route ${pattern}: no chunk for ${specifier}`);
        const files = [...closure(page, bundle)].filter((file) => !entryFiles.has(file));
        const scripts = files.filter((file) => file.endsWith('.js'));
        const styles = files.filter((file) => file.endsWith('.css'));
        preloads.push({
          pattern,
          scripts: scripts.map((f) => `/${f}`),
          styles: styles.map((f) => `/${f}`),
          data: withGuestData ? [...(guestData ?? [])] : [],
        });
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/** A chunk's file, the chunks it imports statically (transitively) and their CSS. */
function closure(chunk: OutputChunk, bundle: OutputBundle, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') closure(imported, bundle, seen);
  }
  return seen;
}
