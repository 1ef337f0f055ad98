/**
 * Reads the log of a `.ci/run` (the README's `npm test`, see run-test-stages.mjs) into flake-hunt
 * report entries: one per unit suite stage and one for the e2e stage, with its status, seconds and the
 * tests that failed. A CI run with burners beside it is then a hunt round (unit and e2e) as well as the
 * check before a stop, so a session need not spend an hour on each.
 */

import { stripVTControlCharacters } from 'node:util';

const UNIT_STAGE = /^unit: (runner|judge|judge-queue|server|web)$/;

/** Each `::group::<stage> (<command>)` ... `::endgroup::` section of the log, by stage name. */
function stageSections(log) {
  const sections = new Map();
  let current = null;
  for (const line of log.split('\n')) {
    const start = line.match(/^::group::(.+?) \(.+\)$/);
    if (start) {
      current = { name: start[1], lines: [] };
      sections.set(current.name, current.lines);
    } else if (line === '::endgroup::') current = null;
    else if (current) current.lines.push(line);
  }
  return sections;
}

/** The closing "Test stages:" table: stage name -> { status, seconds }. */
function stageTable(log) {
  const table = new Map();
  const at = log.lastIndexOf('\nTest stages:\n');
  if (at < 0) return table;
  for (const line of log.slice(at).split('\n').slice(2)) {
    const row = line.match(/^ {2}(.+?) {2,}(passed|not run|FAILED \(exit [^)]+\))\s+([\d.]+) s$/);
    if (row) table.set(row[1].trim(), { status: row[2], seconds: Number(row[3]) });
  }
  return table;
}

// Vitest's default reporter: " FAIL  file > suite > test" then the error's first line; a file that
// failed to load is " FAIL  file [ file ]".
function vitestResult(lines) {
  const failed = [];
  lines.forEach((line, i) => {
    const fail = line.match(/^ FAIL {2}(.+)$/);
    if (!fail) return;
    const message = lines.slice(i + 1).find((l) => l.trim() !== '') ?? '';
    failed.push(`${fail[1].trim()}: ${message.trim()}`);
  });
  const tests = lines.map((l) => l.match(/^\s+Tests\s+(.+)\((\d+)\)\s*$/)).find(Boolean);
  const count = (word) => Number(tests?.[1].match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return {
    failed: [...new Set(failed)],
    passed: tests ? count('passed') : undefined,
    skipped: tests ? count('skipped') + count('todo') : undefined,
  };
}

// Playwright's list and line reporters number each failure ("  1) [desktop] › e2e/file.spec.ts:12:3 › title ───")
// and end with their count lines ("  160 passed (31.2m)").
export function playwrightResult(lines) {
  const failed = [...new Set(lines.map((l) => l.match(/^\s+\d+\) (.+?)\s*─*$/)?.[1]).filter(Boolean))];
  const summary = lines.filter((l) => /^\s+\d+ (passed|failed|flaky|skipped|did not run)/.test(l)).map((l) => l.trim());
  return { failed, summary };
}

/** The hunt entries a CI log holds; a stage that did not run gives none, so its round stays incomplete. */
export function entriesFromCiLog(coloured) {
  // CI=true makes vitest colour its output: the patterns read plain text
  const log = stripVTControlCharacters(coloured);
  const sections = stageSections(log);
  const table = stageTable(log);
  const entries = [];
  for (const [name, { status, seconds }] of table) {
    if (status === 'not run') continue;
    const exit = status === 'passed' ? 0 : Number(status.match(/exit (\d+)/)?.[1] ?? 1);
    const lines = sections.get(name) ?? [];
    const unit = name.match(UNIT_STAGE);
    if (unit) {
      const result = vitestResult(lines);
      if (exit !== 0 && result.failed.length === 0)
        result.failed.push(`${unit[1]}: exit ${exit} (unhandled error or failed file)`);
      entries.push({ suite: unit[1], exit, seconds: Math.round(seconds), ...result });
    } else if (name === 'e2e') {
      const result = playwrightResult(lines);
      if (exit !== 0 && result.failed.length === 0) result.failed.push(`exit ${exit}`);
      entries.push({ suite: 'e2e', exit, seconds: Math.round(seconds), ...result });
    }
  }
  return entries;
}
