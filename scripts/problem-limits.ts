// Stated limits vs the tests: for every problem (or the named ones), the limits of problem.json (or, when it has
// none, those parsed from its "constraints" text) and the largest value its tests (tests.json + tests.large.json)
// reach for each length/calls limit.
//   npx tsx scripts/problem-limits.ts [--undersized] [--table] [--suggest] [--bootstrap] [slug...]
//     --undersized  only length/calls limits with max >= 1000 that the largest test does not reach to 90 %
//     --table       print the figures as one markdown table (problem, limit, max, largest test, %, notes)
//     --suggest     print a "limits" array parsed from the constraints text, to review and paste into problem.json
//     --bootstrap   write the parsed "limits" into problem.json of the problems without any whose tests already
//                   satisfy every rule of content:check (review the diff)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { limitErrors, measureLimits, REACH_FRACTION, REACH_FROM } from '../packages/judge/src/limits.ts';
import { type Limit, type ProblemFile, problemFileSchema, type TestCase } from '../packages/judge/src/signature.ts';

const ROOT = resolve(import.meta.dirname, '../content/problems');

/** "10^5", "3 * 10^4", "2^31 - 1", "-2^31", "10^9 + 7" -> number (null when it is not such an expression). */
function evalNumber(text: string): number | null {
  const t = text.trim().replace(/\s+/g, '');
  if (!/^-?[\d^*+\-.]+$/.test(t)) return null;
  const js = t.replace(/(\d+)\^(\d+)/g, '($1**$2)');
  try {
    const v = Function(`"use strict"; return (${js});`)() as unknown;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/** Limits read off constraint lines of the forms `lo <=|< a, b <=|< hi` and `n == nums.length` (aliases). */
export function parseConstraints(problem: ProblemFile): Limit[] {
  const aliases = new Map<string, string[]>();
  for (const line of problem.constraints.flatMap((c) => c.split(','))) {
    const parts = line.split('==').map((p) => p.trim());
    if (parts.length >= 2 && /^[a-z]\w*$/i.test(parts[0]!))
      aliases.set(
        parts[0]!,
        parts.slice(1).filter((p) => /^[\w.[\]]+$/.test(p)),
      );
  }
  const out = new Map<string, Limit>();
  // lists and trees: "Node.val" bounds the values, "between A and B nodes" / "in the range [A, B]" the node count
  const sig = problem.signature;
  const nodeParams = sig.kind === 'function' ? sig.params.filter((p) => p.type === 'ListNode' || p.type === 'TreeNode') : [];
  const node = nodeParams.length === 1 ? nodeParams[0]!.name : null;
  if (node) {
    aliases.set('Node.val', [`${node}[i]`]);
    for (const line of problem.constraints) {
      const m = /between (\S+) and (\S+) nodes|number of nodes[^[]*\[(\S+), (\S+)\]/i.exec(line);
      if (!m) continue;
      const min = evalNumber(m[1] ?? m[3]!);
      const max = evalNumber((m[2] ?? m[4]!).replace(/\.$/, ''));
      if (min !== null && max !== null) out.set(`${node}.length`, { of: `${node}.length`, min, max });
    }
  }
  for (const line of problem.constraints) {
    const m = /^(.+?)\s*(<=|<)\s*([A-Za-z_][\w.[\], ]*?)\s*(<=|<)\s*(.+?)\.?$/.exec(line.trim());
    if (!m) continue;
    let min = evalNumber(m[1]!);
    let max = evalNumber(m[5]!);
    if (min === null || max === null) continue;
    if (m[2] === '<') min += 1;
    if (m[4] === '<') max -= 1;
    for (const raw of m[3]!.split(',').map((x) => x.trim())) {
      const names = aliases.get(raw) ?? [raw];
      for (const name of names) {
        const of = name.replace(/\[[a-z]\]\[[a-z]\]/, '[i][j]').replace(/\[[a-z]\]/, '[i]');
        if (!out.has(of)) out.set(of, { of, min, max });
      }
    }
  }
  return [...out.values()];
}

function loadTests(dir: string): TestCase[] {
  const tests = JSON.parse(readFileSync(join(dir, 'tests.json'), 'utf8')) as TestCase[];
  const large = join(dir, 'tests.large.json');
  if (existsSync(large)) tests.push(...(JSON.parse(readFileSync(large, 'utf8')) as { tests: TestCase[] }).tests);
  return tests;
}

const args = process.argv.slice(2);
const undersized = args.includes('--undersized');
const suggest = args.includes('--suggest');
const bootstrap = args.includes('--bootstrap');
const table = args.includes('--table');
const named = args.filter((a) => !a.startsWith('--'));
const slugs = named.length
  ? named
  : readdirSync(ROOT)
      .filter((n) => !n.startsWith('_') && !n.startsWith('.') && statSync(join(ROOT, n)).isDirectory())
      .sort();
if (table) console.log('| problem | limit | max | largest test | % | notes |\n| --- | --- | ---: | ---: | ---: | --- |');
for (const slug of slugs) {
  const dir = join(ROOT, slug);
  const problem = problemFileSchema.parse(JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')));
  const stated = problem.limits ?? parseConstraints(problem);
  if (suggest) {
    console.log(`${slug}:\n  "limits": [\n${stated.map((l) => `    ${JSON.stringify(l)}`).join(',\n')}\n  ]`);
    continue;
  }
  const { measures, errors } = measureLimits({ ...problem, limits: stated }, loadTests(dir));
  if (bootstrap) {
    if (problem.limits || !stated.length) continue;
    const problems = [...errors, ...limitErrors(measures, (i) => `#${i}`)];
    if (statSync(join(dir, 'tests.json')).size > 256 * 1024) problems.push('tests.json is over the 256 KB cap');
    if (problems.length) {
      console.log(`${slug}: left alone (${problems[0]})`);
      continue;
    }
    const text = readFileSync(join(dir, 'problem.json'), 'utf8');
    const lines = stated.map((l) => `    { "of": ${JSON.stringify(l.of)}, "min": ${l.min}, "max": ${l.max} }`).join(',\n');
    const next = text.replace(/\n}\s*$/, `,\n  "limits": [\n${lines}\n  ]\n}\n`);
    JSON.parse(next);
    writeFileSync(join(dir, 'problem.json'), next);
    console.log(`${slug}: limits written (${stated.map((l) => l.of).join(', ')})`);
    continue;
  }
  if (table && !measures.some((m) => m.kind === 'length'))
    console.log(`| ${slug} | - | - | - | - | ${stated.length ? 'no length limit' : 'no limits'} |`);
  for (const m of measures) {
    if (m.kind !== 'length') continue;
    const short = m.limit.max >= REACH_FROM && (m.seenMax ?? 0) < REACH_FRACTION * m.limit.max;
    if (undersized && !short) continue;
    const pct = m.seenMax === null ? '-' : `${Math.round((100 * m.seenMax) / m.limit.max)}%`;
    if (table) {
      const notes = [problem.limits ? '' : 'parsed', short ? 'UNDERSIZED' : ''].filter(Boolean).join(', ');
      console.log(`| ${slug} | ${m.limit.of} | ${m.limit.max} | ${m.seenMax ?? '-'} | ${pct} | ${notes} |`);
      continue;
    }
    console.log(
      `${slug}\t${m.limit.of}\t${m.limit.max}\t${m.seenMax ?? '-'}\t${pct}${problem.limits ? '' : '\t(parsed)'}${short ? '\tUNDERSIZED' : ''}`,
    );
  }
  if (!undersized && errors.length)
    console.log(
      table ? `| ${slug} | - | - | - | - | ${errors.join('; ').replaceAll('|', '\\|')} |` : `${slug}\t${errors.join('; ')}`,
    );
}
