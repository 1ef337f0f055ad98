import { PROBLEM_TOPICS } from '@codingkaro/contracts';
import { z } from 'zod';

/** The 20 topics a problem may carry: the same list the problem-list filter offers. */
export const TOPICS = PROBLEM_TOPICS;
export type Topic = (typeof TOPICS)[number];

export const SCALAR_TYPES = ['int', 'long', 'double', 'bool', 'string', 'char'] as const;
export const ARRAY_TYPES = ['int[]', 'long[]', 'double[]', 'bool[]', 'string[]', 'char[]'] as const;
export const MATRIX_TYPES = ['int[][]', 'string[][]', 'char[][]', 'bool[][]'] as const;
export const STRUCT_TYPES = ['ListNode', 'TreeNode'] as const;
export const VALUE_TYPES = [...SCALAR_TYPES, ...ARRAY_TYPES, ...MATRIX_TYPES, ...STRUCT_TYPES] as const;

export type ScalarType = (typeof SCALAR_TYPES)[number];
export type ValueType = (typeof VALUE_TYPES)[number];
export type ReturnType = ValueType | 'void';

export const JUDGE_LANGUAGES = ['javascript', 'python', 'java', 'cpp', 'c'] as const;
export type JudgeLanguage = (typeof JUDGE_LANGUAGES)[number];

export const LANGUAGE_EXTENSIONS: Record<JudgeLanguage, string> = {
  javascript: 'js',
  python: 'py',
  java: 'java',
  cpp: 'cpp',
  c: 'c',
};

const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an identifier');
export const valueTypeSchema = z.enum(VALUE_TYPES);
export const returnTypeSchema = z.union([valueTypeSchema, z.literal('void')]);
/**
 * How Java receives or returns an array type. LeetCode's Java signatures mostly use arrays (int[], String[]) but some
 * problems use lists (List<String> wordDict, List<Integer> spiralOrder); a pasted solution only compiles with the
 * same type, so a problem can say which one it uses. Other languages are unaffected.
 */
export const javaStyleSchema = z.enum(['array', 'list']);
export type JavaStyle = z.infer<typeof javaStyleSchema>;

export const paramSchema = z
  .object({ name: identifier, type: valueTypeSchema, java: javaStyleSchema.optional() })
  .strict()
  .refine((p) => !p.java || p.type.endsWith('[]'), { message: '"java" style applies to array types only' });

export const functionSignatureSchema = z
  .object({
    kind: z.literal('function'),
    name: identifier,
    params: z.array(paramSchema),
    returns: returnTypeSchema,
    javaReturns: javaStyleSchema.optional(),
    mutates: identifier.optional(),
  })
  .strict()
  .superRefine((sig, ctx) => {
    if (sig.javaReturns && !sig.returns.endsWith('[]'))
      ctx.addIssue({ code: 'custom', message: '"javaReturns" applies to array return types only' });
    const names = sig.params.map((p) => p.name);
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', message: 'duplicate parameter names' });
    if (sig.returns === 'void') {
      if (!sig.mutates) ctx.addIssue({ code: 'custom', message: 'void function needs "mutates"' });
      else if (!names.includes(sig.mutates))
        ctx.addIssue({ code: 'custom', message: `mutates "${sig.mutates}" is not a parameter` });
    } else if (sig.mutates) {
      ctx.addIssue({ code: 'custom', message: '"mutates" is only allowed with returns "void"' });
    }
  });

export const methodSchema = z
  .object({
    name: identifier,
    params: z.array(paramSchema),
    returns: returnTypeSchema,
    javaReturns: javaStyleSchema.optional(),
  })
  .strict()
  .refine((m) => !m.javaReturns || m.returns.endsWith('[]'), {
    message: '"javaReturns" applies to array return types only',
  });

export const designSignatureSchema = z
  .object({
    kind: z.literal('design'),
    className: identifier,
    constructor: z.object({ params: z.array(paramSchema) }).strict(),
    methods: z.array(methodSchema).min(1),
  })
  .strict()
  .superRefine((sig, ctx) => {
    const names = sig.methods.map((m) => m.name);
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', message: 'duplicate method names' });
  });

export const signatureSchema = z.union([functionSignatureSchema, designSignatureSchema]);

export const compareModeSchema = z.enum(['exact', 'unordered', 'unordered-deep', 'float']);

export const exampleSchema = z
  .object({ args: z.array(z.unknown()), expected: z.unknown(), explanation: z.string().optional() })
  .strict();

/**
 * One stated constraint as data (docs/problem-format.md, "Limits"). `of` names what is bounded:
 * `nums.length` (array/string length, node count), `nums[i]` (every element / node value), `grid[i].length`
 * (each row's length), `grid[i][j]` (every cell), `k` (a numeric scalar), `calls` (calls in a design test),
 * `push.val` (a design method's numeric argument).
 */
export const LIMIT_OF = /^(calls|[A-Za-z_]\w*(\.[A-Za-z_]\w*)?(\.length|\[i\](\.length|\[j\])?)?)$/;
export const limitSchema = z
  .object({
    of: z
      .string()
      .regex(
        LIMIT_OF,
        'must be "<param>", "<param>.length", "<param>[i]", "<param>[i].length", "<param>[i][j]", "calls" or "<method>.<param>"',
      ),
    min: z.number(),
    max: z.number(),
    /** why a value limit's min or max cannot occur in a valid input (then the checker does not require both) */
    unreached: z.string().min(10).optional(),
  })
  .strict()
  .refine((l) => l.min <= l.max, { message: 'min must be <= max' });

/** The naive (wrong-complexity) solution kept in naive/cpp.cpp, or why there is none. */
export const naiveSchema = z.union([
  z.object({ complexity: z.string().min(1) }).strict(),
  z.object({ none: z.string().min(10) }).strict(),
]);

export const problemFileSchema = z
  .object({
    title: z.string().min(1),
    difficulty: z.enum(['Easy', 'Medium', 'Hard']),
    topics: z.array(z.enum(TOPICS)).min(1),
    order: z.number().int(),
    premium: z.boolean(),
    signature: signatureSchema,
    compare: compareModeSchema,
    examples: z.array(exampleSchema).min(1),
    constraints: z.array(z.string()),
    timeLimitMs: z.number().int().positive().optional(),
    limits: z.array(limitSchema).optional(),
    naive: naiveSchema.optional(),
  })
  .strict();

export type Param = z.infer<typeof paramSchema>;
export type FunctionSignature = z.infer<typeof functionSignatureSchema>;
export type MethodSignature = z.infer<typeof methodSchema>;
export type DesignSignature = z.infer<typeof designSignatureSchema>;
export type Signature = FunctionSignature | DesignSignature;
export type CompareMode = z.infer<typeof compareModeSchema>;
export type ProblemFile = z.infer<typeof problemFileSchema>;
export type Limit = z.infer<typeof limitSchema>;
export type Naive = z.infer<typeof naiveSchema>;
export interface TestCase {
  args: unknown[];
  expected: unknown;
}

export const DEFAULT_TIME_LIMIT_MS = 2000;

export function elementType(t: ValueType): ValueType | null {
  if (t.endsWith('[]')) return t.slice(0, -2) as ValueType;
  return null;
}
export function isArrayType(t: ValueType): boolean {
  return t.endsWith('[]');
}
export function isMatrixType(t: ValueType): boolean {
  return t.endsWith('[][]');
}
