import type { InterviewProblem, JudgeLanguage, Verdict } from '@codingkaro/contracts';
import { type Executor, judge, starterCode } from '@codingkaro/judge';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executionErrorToAppError, runnerMissing } from '../../lib/execution-errors';
import type { ExecutionOwner } from '../../lib/execution-gate';
import { JUDGE_BUSY_MESSAGE, type ProblemFilesCache, type ProblemRow, problemFileOf, problems } from '../problems';

/** Editorial sections whose titles say nothing about the approach (not offered as hints). */
const GENERIC_HEADINGS =
  /^(complexity|why it works|why it'?s correct|why it is correct|approach|intuition|naive( approach)?|brute force|idea|follow-?up|simple approaches|correctness|proof|notes?|edge cases)$/i;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();

/**
 * The hints the interviewer can reveal, from the problem itself: its topics, then the approaches
 * its editorial is organised by (section titles such as "Sort, fix one value, two-pointer the
 * rest"), then the editorial's complexity line. Nothing here is invented per problem.
 */
export function hintsOf(row: Pick<ProblemRow, 'topics' | 'editorialHtml'>): string[] {
  const hints: string[] = [];
  if (row.topics.length > 0) hints.push(`Topics: ${row.topics.join(', ')}.`);
  const sections = [...row.editorialHtml.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*?)(?=<h2|$)/g)];
  for (const [, heading = '', body = ''] of sections) {
    const title = plainText(heading);
    if (/^complexity$/i.test(title)) {
      const first = /<p>([\s\S]*?)<\/p>/.exec(body);
      if (first?.[1]) hints.push(`Target complexity: ${plainText(first[1])}`);
    } else if (title && !GENERIC_HEADINGS.test(title)) {
      hints.push(`An approach to consider: ${title}.`);
    }
  }
  return [...new Set(hints)];
}

export function publicProblemOf(row: ProblemRow): InterviewProblem {
  return {
    slug: row.slug,
    title: row.title,
    difficulty: row.difficulty,
    topics: row.topics,
    statementHtml: row.statementHtml,
    examples: row.examples,
    constraints: row.constraints,
  };
}

export interface JudgedSubmission {
  verdict: Verdict;
  testsPassed: number;
  totalTests: number;
  runtimeMs: number | null;
  message: string | null;
}

export interface ProblemJudgeDeps {
  db: Database;
  files: ProblemFilesCache;
  executorFor: (owner: ExecutionOwner) => Executor | null;
}

/** The library as the interview room uses it: find a problem, its starter code, judge shared code. */
export function createProblemJudge({ db, files, executorFor }: ProblemJudgeDeps) {
  return {
    async find(slug: string): Promise<ProblemRow | undefined> {
      const [row] = await db
        .select()
        .from(problems)
        .where(and(eq(problems.slug, slug), isNull(problems.retiredAt)))
        .limit(1);
      return row;
    },

    starterCode(row: ProblemRow, language: JudgeLanguage): string {
      return starterCode(row.signature, language);
    },

    /** Judges code against every hidden test (stopping at the first failure), as the library's Submit does. */
    async judge(row: ProblemRow, language: JudgeLanguage, code: string, ownerKey: string): Promise<JudgedSubmission> {
      const executor = executorFor({ key: ownerKey, guest: false });
      if (!executor) throw runnerMissing();
      try {
        const checker = row.compare === 'checker' ? await files.checkerOf(row.slug) : undefined;
        const result = await judge({
          problem: problemFileOf(row),
          tests: await files.testsOf(row.slug),
          language,
          code,
          stopOnFirstFailure: true,
          executor,
          checker,
        });
        const compiled = result.verdict !== 'Compilation Error';
        return {
          verdict: result.verdict,
          testsPassed: result.testsPassed,
          totalTests: result.totalTests,
          runtimeMs: compiled ? result.runtimeMs : null,
          message: compiled ? result.errorMessage : (result.compileOutput ?? result.errorMessage),
        };
      } catch (error) {
        throw executionErrorToAppError(error, { language, busyMessage: JUDGE_BUSY_MESSAGE });
      }
    },
  };
}
export type ProblemJudge = ReturnType<typeof createProblemJudge>;
