/**
 * A problem's stated limits (problem.json "limits") measured on its tests: every test must lie within them, the
 * large length/calls limits must be reached (>= 90 % of max) and value limits' min and max must both occur.
 */
import type { Limit, Param, ProblemFile, TestCase } from './signature.js';

/** Length and call-count limits at least this large must be reached by some test. */
export const REACH_FROM = 1000;
/** ...to within this fraction of their max. */
export const REACH_FRACTION = 0.9;

export type LimitKind = 'length' | 'value';

/** What one limit names: a kind and a function from a test's args to the numbers it bounds in that test. */
interface Probe {
  kind: LimitKind;
  values: (args: unknown[]) => number[];
}

export interface LimitMeasure {
  limit: Limit;
  kind: LimitKind;
  /** smallest and largest value seen over all tests (null when no test has one) */
  seenMin: number | null;
  seenMax: number | null;
  /** tests (0-based indices) with a value outside [min, max], first few */
  outside: number[];
}

const SUFFIXES = ['[i][j]', '[i].length', '[i]', '.length', ''] as const;
type Suffix = (typeof SUFFIXES)[number];

function split(of: string): { path: string; suffix: Suffix } {
  for (const suffix of SUFFIXES) if (suffix && of.endsWith(suffix)) return { path: of.slice(0, -suffix.length), suffix };
  return { path: of, suffix: '' };
}

/** Node types whose JSON form is an array with one entry per node (plus nulls in the level-order trees). */
const NODE_TYPES = ['ListNode', 'TreeNode', 'NextTreeNode', 'NaryTreeNode', 'RandomListNode', 'GraphNode'];
const LEVEL_ORDER_TYPES = ['TreeNode', 'NextTreeNode', 'NaryTreeNode'];

/** Node count of a JSON-form list (array of values, [val, random] pairs, adjacency lists) or tree (level order with nulls). */
function sizeOf(type: string, v: unknown): number {
  if (typeof v === 'string') return v.length;
  if (!Array.isArray(v)) return 0;
  return LEVEL_ORDER_TYPES.includes(type) ? v.filter((x) => x !== null).length : v.length;
}

function numbersOf(v: unknown): number[] {
  if (!Array.isArray(v)) return typeof v === 'number' ? [v] : [];
  return v.filter((x): x is number => typeof x === 'number');
}

/** Reads one suffix off a value of the given signature type. */
function probeValue(type: string, suffix: Suffix): Probe | string {
  // a ListNode[] reads as a 2-D array: lists.length, lists[i].length (each list's length), lists[i][j] (node values)
  const isMatrix = type.endsWith('[][]') || type === 'ListNode[]';
  const isList = type.endsWith('[]') || NODE_TYPES.includes(type) || type === 'string';
  switch (suffix) {
    case '.length':
      if (!isList) return `".length" needs an array, string or node type (got ${type})`;
      return { kind: 'length', values: (v) => [sizeOf(type, v[0])] };
    case '[i]':
      if (isMatrix || !isList || type === 'string' || type === 'GraphNode')
        return `"[i]" needs a 1-D array or a node type with values (got ${type})`;
      // RandomListNode: [val, randomIndex] per node
      if (type === 'RandomListNode')
        return {
          kind: 'value',
          values: (v) => (Array.isArray(v[0]) ? numbersOf(v[0].map((n) => (Array.isArray(n) ? n[0] : null))) : []),
        };
      return { kind: 'value', values: (v) => numbersOf(v[0]) };
    case '[i].length':
      if (!isMatrix && type !== 'string[]') return `"[i].length" needs a 2-D array or string[] (got ${type})`;
      return { kind: 'length', values: (v) => (Array.isArray(v[0]) ? v[0].map((row) => sizeOf('', row)) : []) };
    case '[i][j]':
      if (!isMatrix) return `"[i][j]" needs a 2-D array (got ${type})`;
      return { kind: 'value', values: (v) => (Array.isArray(v[0]) ? v[0].flatMap((row) => numbersOf(row)) : []) };
    default:
      if (!['int', 'long', 'double'].includes(type)) return `a bare name needs a numeric scalar (got ${type}); use ".length"`;
      return { kind: 'value', values: (v) => numbersOf(v[0]) };
  }
}

/** How to read `of` from a test's args, or why it names nothing in this signature. */
export function probeFor(problem: ProblemFile, of: string): Probe | string {
  const sig = problem.signature;
  if (of === 'calls') {
    if (sig.kind !== 'design') return '"calls" applies to design problems only';
    return { kind: 'length', values: (args) => [Math.max(0, ((args[0] as unknown[]) ?? []).length - 1)] };
  }
  const { path, suffix } = split(of);
  const dot = path.indexOf('.');
  if (sig.kind === 'function') {
    if (dot >= 0) return `"${of}": "<method>.<param>" applies to design problems only`;
    const index = sig.params.findIndex((p) => p.name === path);
    if (index < 0) return `"${of}": no parameter "${path}"`;
    const probe = probeValue(sig.params[index]!.type, suffix);
    if (typeof probe === 'string') return `"${of}": ${probe}`;
    return { kind: probe.kind, values: (args) => probe.values([args[index]]) };
  }
  // design: "<param>" of the constructor, "<Class>.<param>" likewise, "<method>.<param>" of every call to method
  const owner = dot >= 0 ? path.slice(0, dot) : sig.className;
  const name = dot >= 0 ? path.slice(dot + 1) : path;
  const method = owner === sig.className ? null : sig.methods.find((m) => m.name === owner);
  if (owner !== sig.className && !method) return `"${of}": no method "${owner}"`;
  const params: Param[] = method ? method.params : sig.constructor.params;
  const index = params.findIndex((p) => p.name === name);
  if (index < 0) return `"${of}": ${method ? `method ${owner}` : 'the constructor'} has no parameter "${name}"`;
  const probe = probeValue(params[index]!.type, suffix);
  if (typeof probe === 'string') return `"${of}": ${probe}`;
  const callName = method ? method.name : sig.className;
  return {
    kind: probe.kind,
    values: (args) => {
      const [calls, callArgs] = args as [string[], unknown[][]];
      const out: number[] = [];
      (calls ?? []).forEach((c, i) => {
        const isConstructor = i === 0;
        if (method ? !isConstructor && c === callName : isConstructor) out.push(...probe.values([callArgs?.[i]?.[index]]));
      });
      return out;
    },
  };
}

/** Measures every limit over `tests`; `errors` collects limits that name nothing in the signature. */
export function measureLimits(problem: ProblemFile, tests: TestCase[]): { measures: LimitMeasure[]; errors: string[] } {
  const measures: LimitMeasure[] = [];
  const errors: string[] = [];
  for (const limit of problem.limits ?? []) {
    const probe = probeFor(problem, limit.of);
    if (typeof probe === 'string') {
      errors.push(`limits: ${probe}`);
      continue;
    }
    const m: LimitMeasure = { limit, kind: probe.kind, seenMin: null, seenMax: null, outside: [] };
    tests.forEach((t, i) => {
      let out = false;
      for (const v of probe.values(t.args)) {
        if (m.seenMin === null || v < m.seenMin) m.seenMin = v;
        if (m.seenMax === null || v > m.seenMax) m.seenMax = v;
        if (v < limit.min || v > limit.max) out = true;
      }
      if (out && m.outside.length < 5) m.outside.push(i);
    });
    measures.push(m);
  }
  return { measures, errors };
}

/** The checker's rules on measured limits, as error messages (none when they all hold). */
export function limitErrors(measures: LimitMeasure[], testLabel: (index: number) => string): string[] {
  const errors: string[] = [];
  for (const m of measures) {
    const { of, min, max } = m.limit;
    if (m.outside.length) errors.push(`limits: ${of} outside [${min}, ${max}] in ${m.outside.map(testLabel).join(', ')}`);
    if (m.kind === 'length') {
      if (max >= REACH_FROM && (m.seenMax ?? 0) < REACH_FRACTION * max)
        errors.push(
          `limits: ${of} <= ${max} but the largest test has ${m.seenMax ?? 'none'} (needs >= ${Math.ceil(REACH_FRACTION * max)}: add large() cases)`,
        );
    } else if (!m.limit.unreached) {
      if (m.seenMin !== min) errors.push(`limits: ${of} >= ${min} is never reached (smallest seen ${m.seenMin ?? 'none'})`);
      if (m.seenMax !== max) errors.push(`limits: ${of} <= ${max} is never reached (largest seen ${m.seenMax ?? 'none'})`);
    }
  }
  return errors;
}
