import { createHash } from 'node:crypto';
import { DEFAULT_TIME_LIMIT_MS, formatArgs, formatValue } from '@codingkaro/judge';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fromExcluded, inChunks, type SeedContentResult, type SeedLog, seedContent } from '../../lib/seed-content';
import { listProblemFolders, type ProblemFolder, problemsDir, readProblemFolder } from './problem-content';
import { renderMarkdown } from './render-markdown';
import { problems } from './tables';

export interface SeedProblemsOptions {
  contentDir: string;
  log?: SeedLog;
}

export interface SeedProblemsResult extends SeedContentResult {
  /** Folders that failed validation: left as they are in the database (neither updated nor retired). */
  invalid: { slug: string; message: string }[];
}

/** Bump when the rendering of a row changes, so every problem is rebuilt once. */
const RENDER_VERSION = 1;
const DIFFICULTY_RANK = { Easy: 1, Medium: 2, Hard: 3 } as const;
const INSERT_CHUNK = 50;

type ProblemInsert = typeof problems.$inferInsert;

const contentHashOf = (folder: ProblemFolder) =>
  createHash('sha256').update(`${RENDER_VERSION}\0${folder.sourceHash}`).digest('hex');

function toRow(folder: ProblemFolder): ProblemInsert {
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
  const seeded = await seedContent(db, {
    name: 'problems',
    folder: problemsDir(options.contentDir),
    load: () => {
      const folders: ProblemFolder[] = [];
      for (const slug of listProblemFolders(options.contentDir)) {
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
      for (const part of inChunks(changed.map(toRow), INSERT_CHUNK)) {
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
    log: options.log,
  });
  return { ...seeded, invalid };
}
