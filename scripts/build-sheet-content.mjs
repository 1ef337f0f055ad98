#!/usr/bin/env node
// One-off developer tool: converts the public DSA sheet data (../shared/data/sheets) into the
// project's own course files in content/sheets/. The app never runs this; it reads content/ only.
//
//   node scripts/build-sheet-content.mjs [--source <dir with sde-sheet.json and lovebabbar-450.json>]
//
// Question keys: a slug of the title; a title seen twice in one course gets `-day-<n>` and then a
// counter. Keys already present in an existing output file are reused for the same (day, title),
// so re-running the converter never changes a key that progress depends on.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const sourceFlag = args.indexOf('--source');
const sourceDir =
  sourceFlag >= 0 && args[sourceFlag + 1] ? resolve(args[sourceFlag + 1]) : resolve(repoRoot, '../shared/data/sheets');
const outDir = join(repoRoot, 'content/sheets');

const DIFFICULTIES = new Set(['Easy', 'Medium', 'Hard']);

export function slugify(text) {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 80).replace(/-+$/, '') || 'question';
}

const cleanUrl = (value) => (typeof value === 'string' && /^https?:\/\//.test(value.trim()) ? value.trim() : null);

function splitSource(text) {
  const url = text.match(/https?:\/\/\S+/)?.[0] ?? null;
  const rest = url ? text.replace(url, '').trim() : text.trim();
  return { url, detail: rest.replace(/^\((.*)\)$/s, '$1') };
}

function previousKeys(file) {
  const map = new Map();
  if (!existsSync(file)) return map;
  const old = JSON.parse(readFileSync(file, 'utf8'));
  for (const day of old.days ?? []) {
    for (const q of day.questions ?? []) map.set(`${day.dayNumber}\u0000${q.title}`, q.key);
  }
  return map;
}

function convert(raw, meta, outFile) {
  const reuse = previousKeys(outFile);
  const used = new Set();
  const days = raw.days.map((day) => ({
    dayNumber: day.dayNumber,
    dayTitle: day.dayTitle,
    questions: day.questions.map((q) => {
      const title = q.title.trim();
      let key = reuse.get(`${day.dayNumber}\u0000${title}`);
      if (!key || used.has(key)) {
        const base = slugify(title);
        key = base;
        if (used.has(key)) key = `${base}-day-${day.dayNumber}`;
        for (let n = 2; used.has(key); n++) key = `${base}-day-${day.dayNumber}-${n}`;
      }
      used.add(key);
      const links = {
        article: cleanUrl(q.links?.article),
        youtube: cleanUrl(q.links?.youtube),
        practice: cleanUrl(q.links?.practice),
      };
      if ('altPractice' in (q.links ?? {})) links.altPractice = cleanUrl(q.links.altPractice);
      return { key, title, difficulty: DIFFICULTIES.has(q.difficulty) ? q.difficulty : null, links };
    }),
  }));
  const { url, detail } = splitSource(raw.source);
  const { position, ...rest } = meta;
  return {
    ...rest,
    position,
    source: {
      name: raw.name,
      url,
      notes: [detail, raw.notes]
        .filter(Boolean)
        .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
        .join(' '),
    },
    days,
  };
}

const courses = [
  {
    input: 'sde-sheet.json',
    output: 'data-structures.json',
    meta: {
      position: 1,
      slug: 'data-structures',
      name: 'DSA Placement Preparation',
      title: "Striver's SDE Sheet — DSA Placement Preparation",
      description:
        'The most asked coding-interview problems, grouped into 27 focused days: arrays, linked lists, greedy, recursion, binary search, heaps, stacks, strings, trees, graphs, dynamic programming and tries.',
      level: 'Intermediate',
      skills: ['Arrays', 'Graphs', 'DP', 'Trees'],
      problemCountLabel: '180+ Problems',
      color: 'indigo',
    },
  },
  {
    input: 'lovebabbar-450.json',
    output: 'lovebabbar.json',
    meta: {
      position: 2,
      slug: 'lovebabbar',
      name: "Love Babbar's 450 DSA Sheet",
      title: "Love Babbar's 450 DSA Cracker Sheet",
      description:
        'A topic-by-topic sheet covering every core data structure and algorithm, from arrays and strings to graphs, dynamic programming and bit manipulation — one topic per day.',
      level: 'All Levels',
      skills: ['Arrays', 'Strings', 'Recursion', 'DP'],
      problemCountLabel: '450 Problems',
      color: 'blue',
    },
  },
];

mkdirSync(outDir, { recursive: true });
for (const course of courses) {
  const raw = JSON.parse(readFileSync(join(sourceDir, course.input), 'utf8'));
  const outFile = join(outDir, course.output);
  const converted = convert(raw, course.meta, outFile);
  writeFileSync(outFile, `${JSON.stringify(converted, null, 2)}\n`);
  const total = converted.days.reduce((n, d) => n + d.questions.length, 0);
  console.log(`${course.output}: ${total} questions over ${converted.days.length} days`);
}
