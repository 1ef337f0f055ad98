import type {
  ProblemDetail,
  ProblemListItem,
  RunProblemRequest,
  RunProblemResponse,
  Submission,
  SubmissionHistoryItem,
  SubmitProblemRequest,
  TestResult,
} from '@codingkaro/contracts';
import { JUDGE_LANGUAGES } from '@codingkaro/contracts';
import {
  type Executor,
  JudgeInfrastructureError,
  type JudgeInput,
  type JudgeResult,
  judge,
  type ProblemFile,
  starterCode,
  type TestCase,
  type TestOutcome,
} from '@codingkaro/judge';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { DomainEventBus } from '../../lib/domain-events';
import { executionErrorToAppError, runnerMissing } from '../../lib/execution-errors';
import type { ExecutionOwner } from '../../lib/execution-gate';
import { storable } from '../../lib/storable-text';
import { formatCustomInput, parseCustomInput } from './custom-input';
import type { ProblemCache } from './problem-cache';
import type { ProblemFilesCache } from './problem-content';
import type { ListProblemsFilter, ProblemListRow, ProblemRepository, ProblemRow, SubmissionRow } from './problem-repository';

export const PROBLEM_NOT_FOUND = 'Problem not found';
export const LOGIN_TO_RUN = 'You need to be logged in to run code and submit solutions.';
export const JUDGE_BUSY_MESSAGE = 'The judge is busy right now. Please try again in a few seconds.';
export const EMPTY_CODE = 'Please write some code first!';
const HISTORY_LIMIT = 50;
/** Long hidden-test inputs are cut in the stored and returned failing test. */
const FAILED_TEST_TEXT_CAP = 10_000;

export interface ProblemServiceDeps {
  repository: ProblemRepository;
  /** The active problems in memory: list, detail and the judge's problem lookup. */
  cache: ProblemCache;
  files: ProblemFilesCache;
  /** The runner as this user sees it (scheduled fairly: lib/execution-gate.ts); null when code execution is not available. */
  executorFor: (owner: ExecutionOwner) => Executor | null;
  events: Pick<DomainEventBus, 'emit'>;
  log?: { error(obj: object, msg: string): void };
}

const percent = (value: number) => Math.round(value * 10) / 10;

function statsOf(row: Pick<ProblemListRow, 'submissionCount' | 'acceptedCount'>) {
  const rate = row.submissionCount === 0 ? 0 : (row.acceptedCount * 100) / row.submissionCount;
  return { acceptanceRate: percent(rate), submissions: row.submissionCount, accepted: row.acceptedCount };
}

/** A stored problem in the judge's form (also the interview room's Submit). */
export function problemFileOf(row: ProblemRow): ProblemFile {
  return {
    title: row.title,
    difficulty: row.difficulty,
    topics: row.topics as ProblemFile['topics'],
    order: row.order,
    premium: row.premium,
    signature: row.signature,
    compare: row.compare,
    examples: row.exampleCases,
    constraints: row.constraints,
    timeLimitMs: row.timeLimitMs,
  };
}

function cut(text: string): string {
  return text.length > FAILED_TEST_TEXT_CAP ? `${text.slice(0, FAILED_TEST_TEXT_CAP)}...` : text;
}

function testResultOf(outcome: TestOutcome, capped = false): TestResult {
  const c = capped ? cut : (s: string) => s;
  return {
    passed: outcome.passed,
    input: c(outcome.input),
    expectedOutput: c(outcome.expectedOutput),
    actualOutput: outcome.actualOutput === null ? null : c(outcome.actualOutput),
    error: outcome.error,
    stdout: outcome.stdout,
    runtimeMs: outcome.runtimeMs,
  };
}

function historyItemOf(row: SubmissionRow, slug: string): SubmissionHistoryItem {
  return {
    _id: row.id,
    problemSlug: slug,
    language: row.language as SubmissionHistoryItem['language'],
    status: row.verdict as SubmissionHistoryItem['status'],
    testCasesPassed: row.testsPassed,
    totalTestCases: row.totalTests,
    runtime: row.runtimeMs,
    memory: row.memoryKb,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    code: row.code,
  };
}

/** Starter code per cached row: built once per content version, not per request. */
const starterCodeCache = new WeakMap<ProblemRow, Record<string, string>>();
function starterCodeOf(row: ProblemRow): Record<string, string> {
  let code = starterCodeCache.get(row);
  if (!code) {
    code = Object.fromEntries(JUDGE_LANGUAGES.map((language) => [language, starterCode(row.signature, language)]));
    starterCodeCache.set(row, code);
  }
  return code;
}

const userOwner = (userId: string): ExecutionOwner => ({ key: `user:${userId}`, guest: false });

export const SUBMISSION_NOT_SAVED =
  'Your submission was judged but could not be saved. Nothing was recorded; please submit again.';

export function createProblemService({ repository, cache, files, executorFor, events, log }: ProblemServiceDeps) {
  async function activeProblem(ref: string): Promise<ProblemRow> {
    const row = await cache.find(ref);
    if (!row) throw notFound(PROBLEM_NOT_FOUND);
    return row;
  }

  function requireExecutor(owner: ExecutionOwner): Executor {
    const executor = executorFor(owner);
    if (!executor) throw runnerMissing();
    return executor;
  }

  /** The judge, with the runner's and the judge's failures turned into HTTP answers (src/lib/execution-errors.ts). */
  async function runJudge(
    owner: ExecutionOwner,
    input: Omit<JudgeInput, 'executor' | 'checker'>,
    slug: string,
  ): Promise<JudgeResult> {
    const exec = requireExecutor(owner);
    const started = performance.now();
    const finished = (verdict: string | null, failure: 'infrastructure' | 'busy' | null) =>
      events.emit('judge.finished', {
        language: input.language,
        verdict,
        failure,
        seconds: (performance.now() - started) / 1000,
      });
    try {
      const checker = input.problem.compare === 'checker' ? await files.checkerOf(slug) : undefined;
      const result = await judge({ ...input, executor: exec, checker });
      await finished(result.verdict, null);
      return result;
    } catch (error) {
      if (error instanceof JudgeInfrastructureError) log?.error({ err: error }, 'judge infrastructure failure');
      const appError = executionErrorToAppError(error, { language: input.language, busyMessage: JUDGE_BUSY_MESSAGE });
      const status = appError instanceof AppError ? appError.statusCode : 500;
      if (status === 429) await finished(null, 'busy');
      else if (status >= 500) await finished(null, 'infrastructure');
      throw appError;
    }
  }

  /** Expected output of a custom input: the problem's reference solution run through the same judge. */
  async function expectedFor(owner: ExecutionOwner, row: ProblemRow, problem: ProblemFile, args: unknown[]): Promise<unknown> {
    const reference = await files.referenceOf(row.slug);
    if (!reference) throw badRequest('Custom input is not available for this problem.');
    const result = await runJudge(
      owner,
      {
        problem,
        tests: [{ args, expected: null }],
        language: reference.language,
        code: reference.code,
        stopOnFirstFailure: false,
      },
      row.slug,
    );
    const outcome = result.tests[0];
    if (result.verdict === 'Compilation Error' || !outcome) {
      log?.error(
        { slug: row.slug, language: reference.language, output: result.compileOutput },
        'reference solution failed to build',
      );
      throw new AppError(503, 'The expected output could not be computed. Please try again later.');
    }
    if (outcome.actualOutput === null) {
      throw badRequest(
        `The reference solution could not run this input, so it is probably outside the problem's constraints (${outcome.error ?? result.verdict}).`,
      );
    }
    return JSON.parse(outcome.actualOutput);
  }

  function assertCode(code: string) {
    if (!code.trim()) throw badRequest(EMPTY_CODE);
  }

  return {
    /** Changes whenever a list or detail answer could change (guest answers are memoised on it). */
    contentVersion(): Promise<number> {
      return cache.version();
    },

    /** Ids of the problems the user has solved (cached per user: solved-cache.ts). */
    solvedBy(userId: string): Promise<ReadonlySet<string>> {
      return repository.solvedProblemIds(userId);
    },

    /** A page of the list as a viewer with this solved set (empty for guests) sees it. */
    async list(
      filter: ListProblemsFilter,
      solved: ReadonlySet<string>,
    ): Promise<{ problems: ProblemListItem[]; total: number; totalPages: number }> {
      const { rows, total } = await cache.list(filter, solved);
      return {
        total,
        totalPages: Math.max(1, Math.ceil(total / filter.limit)),
        problems: rows.map((row) => ({
          _id: row.id,
          slug: row.slug,
          title: row.title,
          difficulty: row.difficulty,
          topics: row.topics,
          order: row.order,
          isSolved: row.isSolved,
          isPremium: row.premium,
          stats: statsOf(row),
        })),
      };
    },

    async detail(slug: string, solvedSet: ReadonlySet<string>): Promise<ProblemDetail> {
      const row = await activeProblem(slug);
      const solved = solvedSet.has(row.id);
      const first = row.exampleCases[0];
      return {
        _id: row.id,
        slug: row.slug,
        title: row.title,
        difficulty: row.difficulty,
        topics: row.topics,
        isSolved: solved,
        isPremium: row.premium,
        description: row.statementHtml,
        examples: row.examples,
        constraints: row.constraints,
        editorial: solved ? row.editorialHtml : null,
        editorialLocked: !solved,
        starterCode: starterCodeOf(row),
        sampleInput: first ? formatCustomInput(first.args) : '',
        stats: statsOf(row),
      };
    },

    async run(userId: string, body: RunProblemRequest): Promise<RunProblemResponse> {
      assertCode(body.code);
      const owner = userOwner(userId);
      const row = await activeProblem(body.problemId);
      requireExecutor(owner);
      const problem = problemFileOf(row);
      let tests: TestCase[] = row.exampleCases;
      if (body.customInput?.trim()) {
        const args = parseCustomInput(row.signature, body.customInput);
        tests = [{ args, expected: await expectedFor(owner, row, problem, args) }];
      }
      const result = await runJudge(
        owner,
        {
          problem,
          tests,
          language: body.language,
          code: body.code,
          stopOnFirstFailure: false,
        },
        row.slug,
      );
      return {
        success: true,
        verdict: result.verdict,
        results: result.tests.map((t) => testResultOf(t)),
        compileOutput: result.compileOutput,
        errorMessage: result.errorMessage,
      };
    },

    /** Judges against every test, stores the submission and announces it (`problem.submitted`). */
    async submit(userId: string, body: SubmitProblemRequest, timeZone: string | null = null): Promise<Submission> {
      assertCode(body.code);
      const owner = userOwner(userId);
      const row = await activeProblem(body.problemId);
      requireExecutor(owner);
      const tests = await files.testsOf(row.slug);
      const result = await runJudge(
        owner,
        {
          problem: problemFileOf(row),
          tests,
          language: body.language,
          code: body.code,
          stopOnFirstFailure: true,
        },
        row.slug,
      );
      const failed = result.firstFailedIndex === null ? undefined : result.tests.find((t) => t.index === result.firstFailedIndex);
      const failedTest = failed ? testResultOf(failed, true) : null;
      const compiled = result.verdict !== 'Compilation Error';
      const record = {
        userId,
        problemId: row.id,
        language: body.language,
        code: body.code,
        verdict: result.verdict,
        testsPassed: result.testsPassed,
        totalTests: result.totalTests,
        runtimeMs: compiled ? result.runtimeMs : null,
        memoryKb: compiled ? result.memoryKb : null,
        // program output may hold anything, NUL included (PostgreSQL refuses it): stored as ␀
        errorMessage: storable(result.errorMessage),
        failedTest: storable(failedTest),
      };
      let saved: SubmissionRow;
      try {
        saved = await repository.recordSubmission(record);
      } catch (error) {
        // Never a verdict that was not recorded (an Accepted the learner would not find again): 503,
        // and the client submits again once the database is back.
        log?.error({ err: error, problem: row.slug }, 'submission could not be stored');
        throw new AppError(503, SUBMISSION_NOT_SAVED, 'NOT_SAVED');
      }
      const accepted = saved.verdict === 'Accepted';
      cache.countSubmission(row.id, accepted);
      await events.emit('problem.submitted', { userId, problemSlug: row.slug, accepted, at: saved.createdAt, timeZone });
      const runtimeBeats = accepted ? await repository.runtimeBeats(saved) : null;
      const { code: _code, ...submission } = historyItemOf(saved, row.slug);
      // the answer carries the program's text as it was (JSON can hold NUL), not the stored form
      return { ...submission, errorMessage: result.errorMessage, failedTest, runtimeBeats };
    },

    async history(userId: string, slug: string): Promise<SubmissionHistoryItem[]> {
      const row = await activeProblem(slug);
      const rows = await repository.history(userId, row.id, HISTORY_LIMIT);
      return rows.map((r) => historyItemOf(r, row.slug));
    },
  };
}
export type ProblemService = ReturnType<typeof createProblemService>;
