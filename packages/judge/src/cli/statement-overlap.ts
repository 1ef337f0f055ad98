/**
 * Finds statements that share a run of RUN_WORDS or more consecutive words with another problem's statement: the mark
 * of templated or pasted text. Words are lower-cased runs of letters, digits and apostrophes; markdown is ignored.
 */
export const RUN_WORDS = 12;

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

export interface Overlap {
  a: string;
  b: string;
  /** the first shared run found, RUN_WORDS words */
  run: string;
}

/** Every pair of problems (slug order) whose statements share a RUN_WORDS-word run; `only` limits pairs to those slugs. */
export function statementOverlaps(statements: Map<string, string>, only?: Set<string>): Overlap[] {
  const seen = new Map<string, string>();
  const pairs = new Map<string, Overlap>();
  for (const slug of [...statements.keys()].sort()) {
    const w = words(statements.get(slug) ?? '');
    const own = new Set<string>();
    for (let i = 0; i + RUN_WORDS <= w.length; i++) {
      const run = w.slice(i, i + RUN_WORDS).join(' ');
      if (own.has(run)) continue;
      own.add(run);
      const first = seen.get(run);
      if (first === undefined) seen.set(run, slug);
      else if (!only || only.has(first) || only.has(slug)) {
        const key = `${first}\0${slug}`;
        if (!pairs.has(key)) pairs.set(key, { a: first, b: slug, run });
      }
    }
  }
  return [...pairs.values()];
}
