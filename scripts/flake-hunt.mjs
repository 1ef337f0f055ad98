#!/usr/bin/env node
/**
 * Flake hunt (issue 29): runs unit suites (and optionally the e2e suite) several rounds while CPU
 * burners keep every core busy, and lists every test that failed even once, with its round.
 *
 *   node scripts/flake-hunt.mjs [--rounds 10] [--suites runner,judge,judge-queue,server,web]
 *                               [--e2e-rounds 0] [--burners <cores>] [--max-minutes 240]
 *                               [--report flake-hunt.jsonl] [--e2e-grep <pattern>]
 *
 * Every finished suite round appends one JSON line to --report (suite, round, exit, seconds, load
 * average, failed tests), so the results of a long hunt survive an interrupted run.
 * Set DATABASE_URL and REDIS_URL as .ci/run does, or the suites that need them skip those tests (the
 * per-suite line and report give the skipped count). A hunt with the judge suite first builds the large tests
 * (`npm run content:large`), as CI's content:check stage does before the unit suites.
 * The burners are worker threads spinning for the hunt's duration only; the hunt starts no suite run
 * after --max-minutes, and no round that would not end by then if it took as long as the longest so far
 * (a round cut short counts for nothing). e2e rounds need a build (`npm run build`) first.
 *
 * A hunt longer than a session: every report line carries the commit it ran on, its tested tree (a
 * hash of the commit's files without the hunt's record and scripts, taking only the headings and links
 * of its README) and whether the checkout had uncommitted changes; a new run continues the round
 * numbers that tree already has in the report. Run it in a worktree frozen at one commit
 * (`git worktree add /work/hunt <commit>`)
 * with the report kept in the repository (bench/flake-hunt/hunt.jsonl), and
 *   node scripts/flake-hunt.mjs --tally <report>
 * prints, per tested tree, how many unit rounds ran every suite with no failure, the e2e rounds, and each
 * failure, which is the count of clean rounds on one tree; `--tree <rev>,<rev>` prints each
 * commit's tested tree.
 *
 * A `.ci/run` on a clean clone of the hunted commit, run with burner threads beside it, is one unit and
 * one e2e round too:
 *   node scripts/flake-hunt.mjs --from-ci-log <ci log> --burners 2 --report <report>
 * run in that clone records it (see flake-hunt-ci-log.mjs); a stage that did not run leaves its round incomplete.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { entriesFromCiLog, playwrightResult } from './flake-hunt-ci-log.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    suites: { type: 'string', default: 'runner,judge,judge-queue,server,web' },
    'e2e-rounds': { type: 'string', default: '0' },
    burners: { type: 'string', default: String(os.availableParallelism()) },
    'max-minutes': { type: 'string', default: '240' },
    report: { type: 'string', default: 'flake-hunt.jsonl' },
    'e2e-grep': { type: 'string' },
    tally: { type: 'string' },
    'from-ci-log': { type: 'string' },
    tree: { type: 'string' },
  },
});

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
const commit = git('rev-parse', 'HEAD');
// Files no suite reads: the hunt's record and tools. Two commits that differ only in them test the same
// code, so their rounds count together (the check before a stop runs on a head that adds records).
const untestedPaths = [/^bench\/flake-hunt\/hunt\.jsonl$/, /^scripts\/flake-hunt[^/]*\.mjs$/, /^scripts\/ci-under-load\.sh$/];
// Uncommitted changes outside the untested paths: a round of a clean head made while this hunt's own record
// was still being appended to by the round before it tests the commit's code, and counts with it.
const changedPaths = git('status', '--porcelain', '--untracked-files=no')
  .split('\n')
  .filter(Boolean)
  .map((line) => line.slice(3));
const dirtyPaths = changedPaths.filter((file) => !untestedPaths.some((re) => re.test(file)));
const dirty = dirtyPaths.length > 0;
// The doc-links test (apps/server/test/doc-links.test.ts) reads this README's relative links and
// headings; its prose, the table of flakes found, no suite reads. The patterns below follow that test's.
const FLAKE_README = 'bench/flake-hunt/README.md';
const hashText = (text) => spawnSync('git', ['hash-object', '--stdin'], { input: text, encoding: 'utf8' }).stdout.trim();
const readmeOutline = (rev) => {
  const text = git('show', `${rev}:${FLAKE_README}`).replace(/```[\s\S]*?```/g, '');
  const headings = [...text.matchAll(/^#{1,6}\s+.+$/gm)].map((m) => m[0]);
  const links = [...text.replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return [...headings, ...links].join('\n');
};
// The end-to-end suite's own code (specs, fixtures, its test server): no unit suite imports it, so a change
// there leaves the unit suites' code as it was. Its markdown stays in: the doc-links test reads it.
const e2eOnlyPaths = [/^e2e\/.*\.(?:ts|mjs|json)$/, /^playwright\.config\.ts$/];
const treeHashes = new Map();
/**
 * A hash of a commit's files without the untested paths (and of the README's outline only): the code its
 * rounds tested; for unit rounds (`unit`) without the e2e suite's code too. Null for a commit this clone lacks.
 */
const treeOf = (rev, unit = false) => {
  const cacheKey = `${rev} ${unit}`;
  if (!treeHashes.has(cacheKey)) {
    const known = spawnSync('git', ['cat-file', '-e', `${rev}^{commit}`]).status === 0;
    const skipped = unit ? [...untestedPaths, ...e2eOnlyPaths] : untestedPaths;
    const listing = known
      ? git('ls-tree', '-r', rev)
          .split('\n')
          .map((line) => [line, line.slice(line.indexOf('\t') + 1)])
          .filter(([, file]) => !skipped.some((re) => re.test(file)))
          .map(([line, file]) => (file === FLAKE_README ? `${FLAKE_README} outline ${hashText(readmeOutline(rev))}` : line))
          .join('\n')
      : null;
    treeHashes.set(cacheKey, listing === null ? null : hashText(listing));
  }
  return treeHashes.get(cacheKey);
};
const testedTree = treeOf(commit);
const unitTree = treeOf(commit, true);
/**
 * Rounds of one tested tree count together: e2e rounds by the whole tree, unit rounds by the tree without
 * the e2e suite's code. Worked out again from each record's commit, so every record is grouped by today's definition.
 */
const codeKey = (entry) => {
  const unit = entry.suite !== 'e2e';
  const tree =
    (entry.commit && treeOf(entry.commit, unit)) ?? (unit ? entry.unitTree : undefined) ?? entry.testedTree ?? entry.commit;
  return `${unit ? 'unit code' : 'tested tree'} ${tree ?? 'unknown'}${entry.dirty ? ' (uncommitted changes)' : ''}`;
};
const readReport = (file) => {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
};

/** The first round number of this run: rounds already recorded for this tested tree (an earlier session's part of the hunt) are not numbered again. */
const nextRound = (report, e2e) => {
  const ownKey = codeKey({ commit, suite: e2e ? 'e2e' : 'unit', dirty });
  return (
    1 +
    Math.max(
      0,
      ...readReport(report)
        .filter((e) => (e.suite === 'e2e') === e2e && codeKey(e) === ownKey)
        .map((e) => e.round),
    )
  );
};

// `--tree <rev>,<rev>`: the tested tree of each commit (rounds on commits with one tree count together).
if (values.tree) {
  for (const rev of values.tree.split(',')) {
    const full = git('rev-parse', rev);
    console.log(`${rev}: tested tree ${treeOf(full) ?? 'unknown commit'}, unit code ${treeOf(full, true) ?? 'unknown commit'}`);
  }
  process.exit(0);
}

const rounds = Number(values.rounds);
const suites = values.suites.split(',').filter(Boolean);
const workspaceOf = {
  runner: 'packages/runner',
  judge: 'packages/judge',
  'judge-queue': 'packages/judge-queue',
  server: 'apps/server',
  web: 'apps/web',
};
if (values.tally) {
  const byTree = new Map();
  for (const entry of readReport(values.tally)) {
    const key = codeKey(entry);
    if (!byTree.has(key)) byTree.set(key, []);
    byTree.get(key).push(entry);
  }
  const unitSuites = Object.keys(workspaceOf);
  for (const [key, entries] of byTree) {
    const unitRounds = new Map();
    for (const e of entries.filter((e) => e.suite !== 'e2e')) {
      // One run's suites share its commit and round number; two runs of one code never share both.
      const runKey = `${e.commit} ${e.round}`;
      if (!unitRounds.has(runKey)) unitRounds.set(runKey, []);
      unitRounds.get(runKey).push(e);
    }
    const complete = [...unitRounds.values()].filter((runs) => unitSuites.every((suite) => runs.some((r) => r.suite === suite)));
    const clean = complete.filter((runs) => runs.every((r) => r.exit === 0 && r.failed.length === 0));
    const e2e = entries.filter((e) => e.suite === 'e2e');
    const commits = [...new Set(entries.map((e) => e.commit?.slice(0, 8)))].join(', ');
    const label = `${key.replace(/([0-9a-f]{12})[0-9a-f]+/, '$1')} (commits ${commits})`;
    console.log(
      key.startsWith('unit code')
        ? `${label}: ${clean.length} clean of ${complete.length} complete unit rounds`
        : `${label}: ${e2e.filter((e) => e.exit === 0).length} clean of ${e2e.length} e2e rounds`,
    );
    for (const e of entries) for (const name of e.failed) console.log(`  round ${e.round} ${e.suite}: ${name}`);
  }
  process.exit(0);
}

// A `.ci/run` that ran with --burners burner threads beside it, on this checkout's commit, recorded as
// the next unit and e2e round of that commit.
if (values['from-ci-log']) {
  const entries = entriesFromCiLog(readFileSync(values['from-ci-log'], 'utf8'));
  if (entries.length === 0) throw new Error(`no test stage found in ${values['from-ci-log']}`);
  const firstRound = { unit: nextRound(values.report, false), e2e: nextRound(values.report, true) };
  const at = new Date().toISOString();
  for (const entry of entries) {
    const round = entry.suite === 'e2e' ? firstRound.e2e : firstRound.unit;
    appendFileSync(
      path.resolve(values.report),
      `${JSON.stringify({ at, commit, testedTree, unitTree, dirty, dirtyPaths, suite: entry.suite, round, ...entry, source: 'ci-run', burners: Number(values.burners) })}\n`,
    );
    console.log(`round ${round} ${entry.suite}: exit ${entry.exit}, ${entry.failed.length} failed, ${entry.seconds} s`);
  }
  process.exit(0);
}

const deadline = Date.now() + Number(values['max-minutes']) * 60_000;
// A round that cannot finish counts for nothing in the tally: once one round has run, the next starts
// only if a round as long as the longest so far still ends before the deadline.
const longestRound = { unit: 0, e2e: 0 };
const roundFits = (kind) => Date.now() + longestRound[kind] < deadline;

// A round on a machine without the runner's toolchains fails by the dozen and says nothing about
// flakes (a hunt once started while apt-get still held the package lock): refuse to start instead.
if (suites.some((suite) => suite === 'runner' || suite === 'judge' || suite === 'server')) {
  const check = spawnSync('sh', ['scripts/setup-toolchains.sh', '--dry-run'], { encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(`toolchains missing, run scripts/setup-toolchains.sh first:\n${check.stdout}`);
  }
}

// The judge suite judges the generated large tests, which CI's content:check stage (re)builds first.
if (suites.includes('judge')) {
  const generated = spawnSync('npm', ['run', 'content:large'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (generated.status !== 0) throw new Error(`npm run content:large failed (exit ${generated.status})`);
}

const burners = Array.from(
  { length: Number(values.burners) },
  () => new Worker('const end = Date.now() + 4 * 3600e3; while (Date.now() < end) { Math.sqrt(Math.random()); }', { eval: true }),
);
for (const burner of burners) burner.unref();

const failures = [];
const reportFile = path.resolve(values.report);
const record = (entry) =>
  appendFileSync(
    reportFile,
    `${JSON.stringify({ at: new Date().toISOString(), commit, testedTree, unitTree, dirty, dirtyPaths, ...entry, loadavg: os.loadavg().map((l) => Number(l.toFixed(2))), burners: burners.length })}\n`,
  );
const firstUnitRound = nextRound(reportFile, false);
const firstE2eRound = nextRound(reportFile, true);
const timings = [];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'ck-flake-hunt-'));
try {
  for (let round = firstUnitRound; round < firstUnitRound + rounds && roundFits('unit'); round++) {
    const roundStarted = Date.now();
    for (const suite of suites) {
      // the bound holds per suite run, so a long round does not start its slow suites past it
      if (Date.now() >= deadline) break;
      const cwd = workspaceOf[suite];
      if (!cwd) throw new Error(`unknown suite ${suite}`);
      const report = path.join(scratch, `${suite}-${round}.json`);
      const started = Date.now();
      const run = spawnSync('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`], {
        cwd,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      timings.push({ suite, round, seconds: (Date.now() - started) / 1000, exit: run.status });
      let failed = [];
      let counts = {};
      try {
        const json = JSON.parse(readFileSync(report, 'utf8'));
        // a suite whose services are missing (REDIS_URL, DATABASE_URL unset) skips tests: the count shows it
        counts = { passed: json.numPassedTests, skipped: json.numPendingTests + (json.numTodoTests ?? 0) };
        failed = json.testResults.flatMap((file) =>
          file.assertionResults
            .filter((test) => test.status === 'failed')
            .map(
              (test) =>
                `${path.relative(process.cwd(), file.name)} > ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`,
            ),
        );
      } catch {
        if (run.status !== 0) failed = [`${suite}: exit ${run.status} without a report`];
      }
      if (run.status !== 0 && failed.length === 0) failed = [`${suite}: exit ${run.status} (unhandled error or failed file)`];
      for (const name of failed) failures.push({ round, suite, name });
      record({ suite, round, exit: run.status, seconds: Math.round((Date.now() - started) / 1000), failed, ...counts });
      console.log(
        `round ${round} ${suite}: exit ${run.status}, ${counts.passed ?? '?'} passed, ${counts.skipped ?? '?'} skipped, ${failed.length} failed, ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    longestRound.unit = Math.max(longestRound.unit, Date.now() - roundStarted);
  }
  for (let round = firstE2eRound; round < firstE2eRound + Number(values['e2e-rounds']) && roundFits('e2e'); round++) {
    const started = Date.now();
    const grep = values['e2e-grep'] ? ['--grep', values['e2e-grep']] : [];
    // the reporter writes to a file beside the round's output dir, so a long round's progress can be read while it runs
    const outputDir = path.join('e2e', '.artifacts', `flake-hunt-e2e-${testedTree.slice(0, 8)}-${round}`);
    mkdirSync(path.dirname(outputDir), { recursive: true });
    const logFile = `${outputDir}.log`;
    const log = openSync(logFile, 'w');
    const run = spawnSync('npx', ['playwright', 'test', '--reporter=line', ...grep], {
      // its own output dir: another Playwright run on this checkout empties the default one at its start, and a test
      // of this round then failed writing its trace there (ENOENT at browserContext.close)
      env: { ...process.env, E2E_OUTPUT_DIR: outputDir },
      stdio: ['ignore', log, 'inherit'],
    });
    closeSync(log);
    const stdout = readFileSync(logFile, 'utf8');
    const { failed, summary } = playwrightResult(stdout.split('\n'));
    for (const name of failed) failures.push({ round, suite: 'e2e', name });
    if (run.status !== 0 && failed.length === 0) failures.push({ round, suite: 'e2e', name: `exit ${run.status}` });
    record({ suite: 'e2e', round, exit: run.status, seconds: Math.round((Date.now() - started) / 1000), failed, summary });
    longestRound.e2e = Math.max(longestRound.e2e, Date.now() - started);
    console.log(
      `round ${round} e2e: exit ${run.status}, ${failed.length} failed, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
} finally {
  for (const burner of burners) await burner.terminate();
  rmSync(scratch, { recursive: true, force: true });
}

console.log(
  `\nload average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores`,
);
console.log(failures.length === 0 ? 'no test failed' : `${failures.length} failure(s):`);
for (const f of failures) console.log(`  round ${f.round} ${f.suite}: ${f.name}`);
process.exit(failures.length === 0 ? 0 : 1);
