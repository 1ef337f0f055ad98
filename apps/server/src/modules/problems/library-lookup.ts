import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { problems } from './tables';

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
