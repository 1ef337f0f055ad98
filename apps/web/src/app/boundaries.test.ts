import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const featuresDir = join(here, '..', 'features');
const biome = JSON.parse(readFileSync(join(here, '..', '..', '..', '..', 'biome.json'), 'utf8')) as {
  overrides: {
    includes: string[];
    linter: { rules: { style: { noRestrictedImports: { options: { patterns: { group: string[] }[] } } } } };
  }[];
};

/** The folder names the feature override forbids as an import path segment. */
function guardedFeatureNames(): Set<string> {
  const override = biome.overrides.find((o) => o.includes.includes('apps/web/src/features/**'));
  const groups = override?.linter.rules.style.noRestrictedImports.options.patterns.flatMap((p) => p.group) ?? [];
  return new Set(groups.map((g) => /^\*\*\/([a-z-]+)$/.exec(g)?.[1]).filter((name): name is string => !!name));
}

// Biome matches import text, not resolved files: a sibling feature is reached as `../<name>/…`, so the
// lint names every feature folder. A new feature missing from biome.json would slip past it.
describe('feature boundaries in biome.json', () => {
  it('names every feature folder, so no feature can import another at any depth', () => {
    const features = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const guarded = guardedFeatureNames();
    expect(features.filter((name) => !guarded.has(name))).toEqual([]);
  });

  it('reports import cycles as errors', () => {
    const rules = JSON.parse(readFileSync(join(here, '..', '..', '..', '..', 'biome.json'), 'utf8')).linter.rules;
    expect(rules.suspicious.noImportCycles.level).toBe('error');
  });
});
