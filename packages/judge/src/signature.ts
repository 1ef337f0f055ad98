import { PROBLEM_TOPICS } from '@codingkaro/contracts';
import { z } from 'zod';

/** The 20 topics a problem may carry: the same list the problem-list filter offers. */
export const TOPICS = PROBLEM_TOPICS;
export type Topic = (typeof TOPICS)[number];

export const SCALAR_TYPES = ['int', 'long', 'double', 'bool', 'string', 'char'] as const;
export const ARRAY_TYPES = ['int[]', 'long[]', 'double[]', 'bool[]', 'string[]', 'char[]'] as const;
export const MATRIX_TYPES = ['int[][]', 'string[][]', 'char[][]', 'bool[][]'] as const;
export const STRUCT_TYPES = ['ListNode', 'TreeNode'] as const;
/** An array of linked lists (Merge k Sorted Lists): JSON form an array of ListNode values, `[[1,4,5],[1,3,4],[]]`. */
export const STRUCT_ARRAY_TYPES = ['ListNode[]'] as const;
/**
 * LeetCode's other node classes, each called `Node` in solutions (so a signature uses at most one of them):
 * GraphNode {val, neighbors} (value: adjacency list, node i+1's neighbours), RandomListNode {val, next, random}
 * (value: [[val, randomIndex|null], ...]), NextTreeNode {val, left, right, next} (argument: level order; result: the
 * levels read along `next`, each ended by "#"), NaryTreeNode {val, children} (LeetCode's level order with a null
 * after each family of children).
 */
export const NODE_TYPES = ['GraphNode', 'RandomListNode', 'NextTreeNode', 'NaryTreeNode'] as const;
export const VALUE_TYPES = [
  ...SCALAR_TYPES,
  ...ARRAY_TYPES,
  ...MATRIX_TYPES,
  ...STRUCT_TYPES,
  ...STRUCT_ARRAY_TYPES,
  ...NODE_TYPES,
] as const;

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
  .object({
    name: identifier,
    type: valueTypeSchema,
    java: javaStyleSchema.optional(),
    /** part of the test input (shown, used to build other arguments) but not passed to the solution: `pos`, `skipA` */
    hidden: z.boolean().optional(),
    /** ListNode only: the tail links back to the node at index `<int param>` (-1: no cycle), as linked-list-cycle's `pos` */
    cycle: identifier.optional(),
    /**
     * ListNode only (intersection): after its first `skip` nodes this list continues with the nodes of list `with`
     * from index `withSkip` on (the same nodes, not copies); when `withSkip` is past the end the lists stay apart.
     */
    sharesTail: z.object({ with: identifier, skip: identifier, withSkip: identifier }).strict().optional(),
    /** ListNode/TreeNode: the value names a node of that other ListNode/TreeNode parameter (first with that value) */
    nodeOf: identifier.optional(),
  })
  .strict()
  .refine((p) => !p.java || p.type.endsWith('[]'), { message: '"java" style applies to array types only' })
  .refine((p) => (!p.cycle && !p.sharesTail) || p.type === 'ListNode', {
    message: '"cycle" and "sharesTail" apply to ListNode parameters only',
  })
  .refine((p) => !p.nodeOf || p.type === 'ListNode' || p.type === 'TreeNode', {
    message: '"nodeOf" applies to ListNode/TreeNode parameters only',
  });

export const functionSignatureSchema = z
  .object({
    kind: z.literal('function'),
    name: identifier,
    params: z.array(paramSchema),
    returns: returnTypeSchema,
    javaReturns: javaStyleSchema.optional(),
    mutates: identifier.optional(),
    /** the result must be a node of this ListNode/TreeNode parameter: its JSON form is that node's index there */
    returnsNodeOf: identifier.optional(),
    /**
     * codec problems: the solution is a class `className` with `serialize` and this function (`name`, the decoder);
     * a test runs name(serialize(arg)) on fresh instances, as LeetCode's Codec driver does (JavaScript and C: free
     * functions). The single parameter and the result have the same type.
     */
    codec: z.object({ className: identifier, serialize: identifier }).strict().optional(),
    /**
     * a whole program (SPOJ-style): the one string parameter is the program's stdin, the string result its expected
     * stdout, compared token by token (whitespace-separated); each test runs the program once
     */
    stdio: z.boolean().optional(),
    /**
     * LeetCode's "returns k, and the first k elements of nums are checked" judging (Remove Duplicates, Remove
     * Element): the function returns an int k and the expected output is the first k elements of this 1-D array
     * parameter after the call; the result is nums[0..k), compared with `compare`.
     */
    returnsPrefixOf: identifier.optional(),
  })
  .strict()
  .superRefine((sig, ctx) => {
    const byName = new Map(sig.params.map((p) => [p.name, p]));
    const refTo = (from: string, name: string, types: string[]) => {
      const target = byName.get(name);
      if (!target || !types.includes(target.type))
        ctx.addIssue({ code: 'custom', message: `${from}: "${name}" is not a ${types.join('/')} parameter` });
    };
    for (const p of sig.params) {
      if (p.cycle) refTo(p.name, p.cycle, ['int']);
      if (p.sharesTail) {
        refTo(p.name, p.sharesTail.with, ['ListNode']);
        refTo(p.name, p.sharesTail.skip, ['int']);
        refTo(p.name, p.sharesTail.withSkip, ['int']);
      }
      if (p.nodeOf) refTo(p.name, p.nodeOf, [p.type]);
    }
    if (sig.returnsNodeOf) {
      if (sig.returns !== 'ListNode' && sig.returns !== 'TreeNode')
        ctx.addIssue({ code: 'custom', message: '"returnsNodeOf" needs returns ListNode or TreeNode' });
      else refTo('returnsNodeOf', sig.returnsNodeOf, [sig.returns]);
    }
    if (sig.returnsPrefixOf) {
      if (sig.returns !== 'int') ctx.addIssue({ code: 'custom', message: '"returnsPrefixOf" needs returns "int" (k)' });
      refTo('returnsPrefixOf', sig.returnsPrefixOf, [...ARRAY_TYPES]);
    }
    if (sig.stdio && (sig.params.length !== 1 || sig.params[0]!.type !== 'string' || sig.returns !== 'string'))
      ctx.addIssue({ code: 'custom', message: 'a stdio program takes one string (stdin) and returns a string (stdout)' });
    if (sig.codec && (sig.params.length !== 1 || sig.params[0]!.type !== sig.returns))
      ctx.addIssue({ code: 'custom', message: 'a codec takes one parameter of its result type' });
    const nodeTypes = new Set(
      sig.params
        .map((p) => p.type as string)
        .concat(sig.returns)
        .filter(isNodeType),
    );
    if (nodeTypes.size > 1) ctx.addIssue({ code: 'custom', message: 'at most one Node type per signature' });
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

/** `checker`: the problem folder's checker.mjs judges each output (problems with more than one correct answer). */
export const compareModeSchema = z.enum(['exact', 'unordered', 'unordered-deep', 'float', 'checker']);

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

export type NodeType = (typeof NODE_TYPES)[number];
export function isNodeType(t: string): t is NodeType {
  return (NODE_TYPES as readonly string[]).includes(t);
}

/** The Node type a signature uses, if any (at most one: they are all called `Node`). */
export function nodeTypeOf(sig: Signature): NodeType | null {
  const types: string[] =
    sig.kind === 'function'
      ? [...sig.params.map((p) => p.type), sig.returns]
      : [
          ...sig.constructor.params.map((p) => p.type),
          ...sig.methods.flatMap((m) => [...m.params.map((p) => p.type), m.returns]),
        ];
  return (types.find(isNodeType) as NodeType | undefined) ?? null;
}

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
