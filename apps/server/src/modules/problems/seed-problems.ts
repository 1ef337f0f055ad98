import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DEFAULT_TIME_LIMIT_MS, formatArgs, formatValue } from '@codingkaro/judge';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  ContentDigest,
  type DeferSeed,
  fromExcluded,
  inChunks,
  type SeedContentResult,
  type SeedLog,
  seedContent,
} from '../../lib/seed-content';
import { invalidateProblemCaches } from './problem-cache-generation';
import { listProblemFolders, type ProblemFolder, problemsDir, readProblemFolder } from './problem-content';
import { problems } from './tables';

export interface SeedProblemsOptions {
  contentDir: string;
  log?: SeedLog;
  /** Start-up: re-seed an earlier version of the library after the server listens (`seedContent`). */
  defer?: DeferSeed;
}

export interface SeedProblemsResult extends SeedContentResult {
  /** Folders that failed validation: left as they are in the database (neither updated nor retired). */
  invalid: { slug: string; message: string }[];
}

/** Bump when the rendering of a row changes, so every problem is rebuilt once. */
const RENDER_VERSION = 1;
const DIFFICULTY_RANK = { Easy: 1, Medium: 2, Hard: 3 } as const;
const INSERT_CHUNK = 50;
/** Folders read between two turns of the event loop while loading, so requests are served meanwhile. */
const LOAD_SLICE = 16;

type ProblemInsert = typeof problems.$inferInsert;

const contentHashOf = (folder: ProblemFolder) =>
  createHash('sha256').update(`${RENDER_VERSION}\0${folder.sourceHash}`).digest('hex');

function toRow(folder: ProblemFolder, renderMarkdown: (markdown: string) => string): ProblemInsert {
  const { problem } = folder;
  return {
    slug: folder.slug,
    title: problem.title,
    difficulty: problem.difficulty,
    difficultyRank: DIFFICULTY_RANK[problem.difficulty],
    topics: [...problem.topics],
    order: problem.order,
    premium: problem.premium,
    statementHtml: renderMarkdown(folder.statement),
    editorialHtml: renderMarkdown(folder.editorial),
    examples: problem.examples.map((e) => ({
      input: formatArgs(problem.signature, e.args),
      output: formatValue(e.expected),
      ...(e.explanation ? { explanation: e.explanation } : {}),
    })),
    exampleCases: problem.examples.map((e) => ({ args: e.args, expected: e.expected })),
    constraints: problem.constraints,
    signature: problem.signature,
    compare: problem.compare,
    timeLimitMs: problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    contentHash: contentHashOf(folder),
  };
}

/**
 * Upserts every problem of `<contentDir>/problems` (idempotent; runs at start-up) through the shared
 * seeding routine (`src/lib/seed-content.ts`: lock, hash skip, retire, missing folder changes nothing).
 *
 * - Keyed by slug: the row id, and so submissions, survive edits.
 * - A problem whose files are unchanged since the last seed is skipped (content hash).
 * - A folder that disappeared retires its problem (hidden from the list and detail; submissions kept);
 *   it comes back when the folder does. An invalid folder is logged and left as it is.
 */
export async function seedProblems(db: Database, options: SeedProblemsOptions): Promise<SeedProblemsResult> {
  const invalid: SeedProblemsResult['invalid'] = [];
  const seeded = await seedContent(
    db,
    {
      name: 'problems',
      folder: problemsDir(options.contentDir),
      digest: () => problemsDigest(options.contentDir),
      load: async () => {
        const folders: ProblemFolder[] = [];
        for (const [i, slug] of listProblemFolders(options.contentDir).entries()) {
          if (i % LOAD_SLICE === LOAD_SLICE - 1) await nextTurn();
          const read = readProblemFolder(options.contentDir, slug);
          if ('message' in read) invalid.push(read);
          else folders.push(read);
        }
        for (const bad of invalid) options.log?.warn(bad, 'invalid problem folder skipped');
        return { items: folders, keepKeys: invalid.map((bad) => bad.slug) };
      },
      table: problems,
      keyColumn: problems.slug,
      keyOf: (folder) => folder.slug,
      hashOf: contentHashOf,
      write: async (tx, changed) => {
        // imported here: marked and sanitize-html (~0.15 s of loading) serve only a seed that writes
        const { renderMarkdown } = await import('./render-markdown');
        for (const part of inChunks(
          changed.map((folder) => toRow(folder, renderMarkdown)),
          INSERT_CHUNK,
        )) {
          await tx
            .insert(problems)
            .values(part)
            .onConflictDoUpdate({
              target: problems.slug,
              set: {
                ...fromExcluded(problems, [
                  'title',
                  'difficulty',
                  'difficultyRank',
                  'topics',
                  'order',
                  'premium',
                  'statementHtml',
                  'editorialHtml',
                  'examples',
                  'exampleCases',
                  'constraints',
                  'signature',
                  'compare',
                  'timeLimitMs',
                  'contentHash',
                ]),
                retiredAt: sql`null`,
                updatedAt: sql`now()`,
              },
            });
        }
      },
      afterSeed: invalidateProblemCaches,
      log: options.log,
    },
    { defer: options.defer },
  );
  return { ...seeded, invalid };
}

/** The raw files each row is built from (those `readProblemFolder` reads), folder by folder. */
function problemsDigest(contentDir: string): string {
  const digest = new ContentDigest().text(`render ${RENDER_VERSION}`);
  for (const slug of listProblemFolders(contentDir)) {
    const dir = join(problemsDir(contentDir), slug);
    digest.text(slug).file(join(dir, 'problem.json')).file(join(dir, 'statement.md')).file(join(dir, 'editorial.md'));
  }
  return digest.value();
}
