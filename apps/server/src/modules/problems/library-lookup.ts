import { and, asc, eq, isNull, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { problems, submissions } from './tables';

export interface LibraryProblem {
  slug: string;
  title: string;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  premium: boolean;
}

/** The active library (retired problems left out), in library order: for modules that pick or describe problems. */
export async function listLibraryProblems(db: Database): Promise<LibraryProblem[]> {
  return db
    .select({ slug: problems.slug, title: problems.title, difficulty: problems.difficulty, premium: problems.premium })
    .from(problems)
    .where(isNull(problems.retiredAt))
    .orderBy(asc(problems.order), asc(problems.slug));
}

/** Every library problem a user has had Accepted, with the first Accepted time (for modules that start from past solves). */
export async function firstAcceptedSolves(db: Database, userId: string): Promise<{ slug: string; at: Date }[]> {
  const rows = await db
    .select({ slug: problems.slug, at: min(submissions.createdAt) })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.problemId))
    .where(and(eq(submissions.userId, userId), eq(submissions.verdict, 'Accepted')))
    .groupBy(problems.slug);
  return rows.flatMap((row) => (row.at ? [{ slug: row.slug, at: new Date(row.at) }] : []));
}
