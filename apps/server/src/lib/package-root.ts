import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The server package's root folder, whether running from src/ (tsx, tests) or the bundled dist/. */
export function serverPackageRoot(from = import.meta.dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'drizzle.config.ts'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot locate the server package root from ${from}`);
    dir = parent;
  }
  return dir;
}
