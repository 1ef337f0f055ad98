import { z } from 'zod';
import { DifficultySchema } from './difficulty';

export const PROBLEM_TOPICS = [
  'Array',
  'String',
  'Hash Table',
  'Dynamic Programming',
  'Math',
  'Sorting',
  'Greedy',
  'Depth-First Search',
  'Binary Search',
  'Breadth-First Search',
  'Tree',
  'Graph',
  'Backtracking',
  'Sliding Window',
  'Two Pointers',
  'Stack',
  'Queue',
  'Heap',
  'Recursion',
  'Bit Manipulation',
] as const;
export const ProblemTopicSchema = z.enum(PROBLEM_TOPICS);
export type ProblemTopic = z.infer<typeof ProblemTopicSchema>;

export const JUDGE_LANGUAGES = ['javascript', 'python', 'java', 'cpp', 'c'] as const;
export const JudgeLanguageSchema = z.enum(JUDGE_LANGUAGES);
export type JudgeLanguage = z.infer<typeof JudgeLanguageSchema>;

export const PROBLEM_PAGE_SIZE = 50;
export const PROBLEM_SORTS = ['order', 'acceptanceRate', 'difficulty'] as const;

/** GET /api/problems */
export const ProblemListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PROBLEM_PAGE_SIZE),
  sortBy: z.enum(PROBLEM_SORTS).default('order'),
  difficulty: DifficultySchema.optional(),
  /** Comma-joined topic names; a problem matches when it has every selected topic. */
  topics: z
    .string()
    .max(400)
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(ProblemTopicSchema).max(20)),
  search: z.string().trim().max(100).optional(),
});
export type ProblemListQuery = z.input<typeof ProblemListQuerySchema>;

export const ProblemListItemSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  difficulty: DifficultySchema,
  topics: z.array(z.string()),
  order: z.number(),
  isSolved: z.boolean(),
  isPremium: z.boolean(),
  stats: z.object({ acceptanceRate: z.number(), submissions: z.number(), accepted: z.number() }),
});
export type ProblemListItem = z.infer<typeof ProblemListItemSchema>;

export const ProblemListResponseSchema = z.object({
  success: z.literal(true),
  problems: z.array(ProblemListItemSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
});
export type ProblemListResponse = z.infer<typeof ProblemListResponseSchema>;

export const ProblemExampleSchema = z.object({
  input: z.string(),
  output: z.string(),
  explanation: z.string().optional(),
});

/** GET /api/problems/{slug} */
export const ProblemDetailSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  difficulty: DifficultySchema,
  topics: z.array(z.string()),
  isSolved: z.boolean(),
  isPremium: z.boolean(),
  /** Sanitised HTML rendered on the server from the problem's markdown. */
  description: z.string(),
  examples: z.array(ProblemExampleSchema),
  constraints: z.array(z.string()),
  /** Sanitised HTML, or null while locked (the user has not solved the problem). */
  editorial: z.string().nullable(),
  editorialLocked: z.boolean(),
  starterCode: z.record(JudgeLanguageSchema, z.string()),
  /** One line per parameter, JSON values: the format of the custom-input box. */
  sampleInput: z.string(),
  stats: z.object({ acceptanceRate: z.number(), submissions: z.number(), accepted: z.number() }),
});
export type ProblemDetail = z.infer<typeof ProblemDetailSchema>;
export const ProblemDetailResponseSchema = z.object({ success: z.literal(true), problem: ProblemDetailSchema });

const CODE_LIMIT = 64 * 1024;

/** POST /api/problems/run — the examples, or the user's custom input. */
export const RunProblemRequestSchema = z.object({
  problemId: z.string().min(1).max(100),
  language: JudgeLanguageSchema,
  code: z.string().max(CODE_LIMIT, 'Code is too long (64 KB max)'),
  /** One JSON value per line, one line per parameter (design problems: two lines, calls and arguments). */
  customInput: z
    .string()
    .max(16 * 1024)
    .optional(),
});
export type RunProblemRequest = z.infer<typeof RunProblemRequestSchema>;

export const TestResultSchema = z.object({
  passed: z.boolean(),
  input: z.string(),
  expectedOutput: z.string(),
  actualOutput: z.string().nullable(),
  error: z.string().nullable(),
  stdout: z.string(),
  runtimeMs: z.number().nullable(),
});
export type TestResult = z.infer<typeof TestResultSchema>;

export const VERDICTS = [
  'Accepted',
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Compilation Error',
  'Output Limit Exceeded',
] as const;
export const VerdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof VerdictSchema>;

export const RunProblemResponseSchema = z.object({
  success: z.literal(true),
  verdict: VerdictSchema,
  results: z.array(TestResultSchema),
  compileOutput: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type RunProblemResponse = z.infer<typeof RunProblemResponseSchema>;

/** POST /api/problems/submit */
export const SubmitProblemRequestSchema = RunProblemRequestSchema.omit({ customInput: true });
export type SubmitProblemRequest = z.infer<typeof SubmitProblemRequestSchema>;

export const SubmissionSchema = z.object({
  _id: z.string(),
  problemSlug: z.string(),
  language: JudgeLanguageSchema,
  status: VerdictSchema,
  testCasesPassed: z.number().int(),
  totalTestCases: z.number().int(),
  /** Milliseconds. */
  runtime: z.number().nullable(),
  /** Kilobytes. */
  memory: z.number().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  /** The first failing test (Wrong Answer and friends), shown like LeetCode does. */
  failedTest: TestResultSchema.nullable(),
  /** Share of the other Accepted submissions in the same language that were slower or tied, 0-100; null unless Accepted. */
  runtimeBeats: z.number().nullable(),
});
export type Submission = z.infer<typeof SubmissionSchema>;
export const SubmitProblemResponseSchema = z.object({ success: z.literal(true), submission: SubmissionSchema });

/** GET /api/problems/{slug}/submissions — the signed-in user's history, newest first. */
export const SubmissionHistoryItemSchema = SubmissionSchema.omit({ failedTest: true, runtimeBeats: true }).extend({
  code: z.string(),
});
export type SubmissionHistoryItem = z.infer<typeof SubmissionHistoryItemSchema>;
export const SubmissionHistoryResponseSchema = z.object({
  success: z.literal(true),
  submissions: z.array(SubmissionHistoryItemSchema),
});
