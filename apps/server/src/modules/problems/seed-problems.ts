import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { DEFAULT_TIME_LIMIT_MS, formatArgs, formatValue } from '@codingkaro/judge';
import { and, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listProblemFolders, type ProblemFolder, problemsDir, readProblemFolder } from './problem-content';
import { renderMarkdown } from './render-markdown';
import { problems } from './tables';

export interface SeedProblemsOptions {
  contentDir: string;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface SeedProblemsResult {
  seeded: string[];
  unchanged: string[];
  retired: string[];
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
 * Upserts every problem of `<contentDir>/problems` (idempotent; runs at start-up).
 *
 * - Keyed by slug: the row id, and so submissions, survive edits.
 * - A problem whose files are unchanged since the last seed is skipped (content hash).
 * - A folder that disappeared retires its problem (hidden from the list and detail; submissions kept);
 *   it comes back when the folder does. An invalid folder is logged and left as it is.
 * - A missing problems folder (a wrong CONTENT_DIR) changes nothing.
 */
export async function seedProblems(db: Database, options: SeedProblemsOptions): Promise<SeedProblemsResult> {
  const result: SeedProblemsResult = { seeded: [], unchanged: [], retired: [], invalid: [] };
  if (!existsSync(problemsDir(options.contentDir))) {
    options.log?.warn({ contentDir: options.contentDir }, 'no content/problems folder; problems not seeded');
    return result;
  }
  const folders: ProblemFolder[] = [];
  for (const slug of listProblemFolders(options.contentDir)) {
    const read = readProblemFolder(options.contentDir, slug);
    if ('message' in read) result.invalid.push(read);
    else folders.push(read);
  }
  for (const bad of result.invalid) options.log?.warn(bad, 'invalid problem folder skipped');

  await db.transaction(async (tx) => {
    // One seeder at a time when several server processes start together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('codingkaro:seed-problems'))`);
    const existing = new Map(
      (
        await tx.select({ slug: problems.slug, contentHash: problems.contentHash, retiredAt: problems.retiredAt }).from(problems)
      ).map((r) => [r.slug, r]),
    );
    const changed: ProblemInsert[] = [];
    for (const folder of folders) {
      const row = existing.get(folder.slug);
      if (row && row.contentHash === contentHashOf(folder) && !row.retiredAt) {
        result.unchanged.push(folder.slug);
        continue;
      }
      changed.push(toRow(folder));
      result.seeded.push(folder.slug);
    }
    for (let i = 0; i < changed.length; i += INSERT_CHUNK) {
      await tx
        .insert(problems)
        .values(changed.slice(i, i + INSERT_CHUNK))
        .onConflictDoUpdate({
          target: problems.slug,
          set: {
            title: sql`excluded.title`,
            difficulty: sql`excluded.difficulty`,
            difficultyRank: sql`excluded.difficulty_rank`,
            topics: sql`excluded.topics`,
            order: sql`excluded.order`,
            premium: sql`excluded.premium`,
            statementHtml: sql`excluded.statement_html`,
            editorialHtml: sql`excluded.editorial_html`,
            examples: sql`excluded.examples`,
            exampleCases: sql`excluded.example_cases`,
            constraints: sql`excluded.constraints`,
            signature: sql`excluded.signature`,
            compare: sql`excluded.compare`,
            timeLimitMs: sql`excluded.time_limit_ms`,
            contentHash: sql`excluded.content_hash`,
            retiredAt: sql`null`,
            updatedAt: sql`now()`,
          },
        });
    }
    const present = [...folders.map((f) => f.slug), ...result.invalid.map((f) => f.slug)];
    const retired = await tx
      .update(problems)
      .set({ retiredAt: new Date() })
      .where(and(isNull(problems.retiredAt), present.length ? notInArray(problems.slug, present) : undefined))
      .returning({ slug: problems.slug });
    result.retired = retired.map((r) => r.slug);
  });
  options.log?.info(
    { seeded: result.seeded.length, unchanged: result.unchanged.length, retired: result.retired, invalid: result.invalid.length },
    'problems seeded',
  );
  return result;
}
