import type { CompareMode, Param, Signature, ValueType } from './signature.js';

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** Returns null when `value` is a valid JSON form of `type`, else a short reason. */
export function checkValue(type: ValueType, value: unknown, path = 'value'): string | null {
  switch (type) {
    case 'int':
      return Number.isInteger(value) && (value as number) >= INT_MIN && (value as number) <= INT_MAX
        ? null
        : `${path}: expected 32-bit int, got ${short(value)}`;
    case 'long':
      return Number.isSafeInteger(value) ? null : `${path}: expected long (within ±2^53), got ${short(value)}`;
    case 'double':
      return typeof value === 'number' && Number.isFinite(value) ? null : `${path}: expected double, got ${short(value)}`;
    case 'bool':
      return typeof value === 'boolean' ? null : `${path}: expected bool, got ${short(value)}`;
    case 'string':
      return typeof value === 'string' ? null : `${path}: expected string, got ${short(value)}`;
    case 'char':
      return typeof value === 'string' && value.length === 1 ? null : `${path}: expected 1-char string, got ${short(value)}`;
    case 'ListNode':
      return checkValue('int[]', value, path);
    case 'GraphNode': {
      const err = checkValue('int[][]', value, path);
      if (err) return err;
      const adj = value as number[][];
      for (const [i, row] of adj.entries())
        for (const x of row)
          if (x < 1 || x > adj.length || x === i + 1) return `${path}[${i}]: neighbour ${x} is not another node 1..${adj.length}`;
      return null;
    }
    case 'RandomListNode': {
      if (!Array.isArray(value)) return `${path}: expected [[val, randomIndex|null], ...], got ${short(value)}`;
      for (const [i, pair] of value.entries()) {
        if (!Array.isArray(pair) || pair.length !== 2) return `${path}[${i}]: expected [val, randomIndex|null]`;
        const err = checkValue('int', pair[0], `${path}[${i}][0]`);
        if (err) return err;
        const r = pair[1];
        if (r !== null && !(Number.isInteger(r) && r >= 0 && r < value.length))
          return `${path}[${i}][1]: random index must be null or 0..${value.length - 1}`;
      }
      return null;
    }
    case 'NextTreeNode': {
      // an argument is a level order; a result is the levels read along `next`, each closed by "#"
      if (!Array.isArray(value)) return `${path}: expected an array, got ${short(value)}`;
      if (value.includes('#')) {
        for (const [i, x] of value.entries()) if (x !== '#' && !Number.isInteger(x)) return `${path}[${i}]: expected int or "#"`;
        return null;
      }
      return checkValue('TreeNode', value, path);
    }
    case 'NaryTreeNode': {
      if (!Array.isArray(value)) return `${path}: expected level order with null separators, got ${short(value)}`;
      if (value.length > 0 && (value[0] === null || (value.length > 1 && value[1] !== null)))
        return `${path}: N-ary level order starts [root, null, ...]`;
      for (let i = 0; i < value.length; i++) {
        if (value[i] === null) continue;
        const err = checkValue('int', value[i], `${path}[${i}]`);
        if (err) return err;
      }
      return null;
    }
    case 'TreeNode': {
      if (!Array.isArray(value)) return `${path}: expected level-order array, got ${short(value)}`;
      if (value.length > 0 && value[0] === null) return `${path}: tree root must not be null (use [])`;
      if (value.length > 0 && value[value.length - 1] === null) return `${path}: trailing nulls must be trimmed`;
      for (let i = 0; i < value.length; i++) {
        if (value[i] === null) continue;
        const err = checkValue('int', value[i], `${path}[${i}]`);
        if (err) return err;
      }
      return null;
    }
    default: {
      const inner = type.slice(0, -2) as ValueType;
      if (!Array.isArray(value)) return `${path}: expected ${type}, got ${short(value)}`;
      for (let i = 0; i < value.length; i++) {
        const err = checkValue(inner, value[i], `${path}[${i}]`);
        if (err) return err;
      }
      return null;
    }
  }
}

function short(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** Checks a test's args (and expected output) against the signature. Returns a list of problems. */
export function checkTestCase(sig: Signature, args: unknown[], expected: unknown): string[] {
  const errors: string[] = [];
  if (sig.kind === 'function') {
    if (!Array.isArray(args) || args.length !== sig.params.length) {
      return [`expected ${sig.params.length} args, got ${Array.isArray(args) ? args.length : short(args)}`];
    }
    sig.params.forEach((p, i) => {
      if (p.nodeOf) {
        const at = sig.params.findIndex((q) => q.name === p.nodeOf);
        if (nodeIndexOf(args[at], args[i]) < 0) errors.push(`${p.name}: ${short(args[i])} is not a value of ${p.nodeOf}`);
        return;
      }
      const err = checkValue(p.type, args[i], p.name);
      if (err) errors.push(err);
    });
    if (sig.returnsNodeOf) {
      const at = sig.params.findIndex((q) => q.name === sig.returnsNodeOf);
      const nodes = args[at];
      if (expected !== null && !(Array.isArray(nodes) && Number.isInteger(expected) && nodes[expected as number] != null))
        errors.push(`expected: must be null or the index of a node of ${sig.returnsNodeOf}`);
      return errors;
    }
    const retType =
      sig.returns === 'void'
        ? sig.params.find((p) => p.name === sig.mutates)?.type
        : sig.returnsPrefixOf
          ? sig.params.find((p) => p.name === sig.returnsPrefixOf)?.type
          : sig.returns;
    if (retType) {
      const err = checkValue(retType, expected, 'expected');
      if (err) errors.push(err);
    }
    return errors;
  }
  if (!Array.isArray(args) || args.length !== 2 || !Array.isArray(args[0]) || !Array.isArray(args[1])) {
    return ['design test args must be [calls, callArgs]'];
  }
  const [calls, callArgs] = args as [unknown[], unknown[]];
  if (calls.length !== callArgs.length) errors.push('calls and callArgs differ in length');
  if (calls[0] !== sig.className) errors.push(`first call must be "${sig.className}"`);
  if (!Array.isArray(expected) || expected.length !== calls.length) errors.push('expected must have one entry per call');
  calls.forEach((name, i) => {
    const a = callArgs[i];
    let params: Param[];
    let returns: string = 'void';
    if (i === 0) params = sig.constructor.params;
    else {
      const m = sig.methods.find((x) => x.name === name);
      if (!m) {
        errors.push(`call ${i}: unknown method ${short(name)}`);
        return;
      }
      params = m.params;
      returns = m.returns;
    }
    if (!Array.isArray(a) || a.length !== params.length) {
      errors.push(`call ${i} (${String(name)}): expected ${params.length} args`);
      return;
    }
    params.forEach((p, j) => {
      const err = checkValue(p.type, a[j], `call ${i} ${p.name}`);
      if (err) errors.push(err);
    });
    if (Array.isArray(expected) && i < expected.length) {
      const e = expected[i];
      if (returns === 'void' || i === 0) {
        if (e !== null) errors.push(`expected[${i}] must be null`);
      } else {
        const err = checkValue(returns as ValueType, e, `expected[${i}]`);
        if (err) errors.push(err);
      }
    }
  });
  return errors.slice(0, 5);
}

/** LeetCode-style display of a test's input: `nums = [2,7,11,15], target = 9`. */
export function formatArgs(sig: Signature, args: unknown[]): string {
  if (sig.kind === 'design') {
    const [calls, callArgs] = args as [unknown, unknown];
    return `${JSON.stringify(calls)}\n${JSON.stringify(callArgs)}`;
  }
  return sig.params.map((p, i) => `${p.name} = ${formatValue(args[i])}`).join(', ');
}

export function formatValue(v: unknown): string {
  return JSON.stringify(v === undefined ? null : v);
}

/** Index of the first node whose value is `value` in a ListNode/TreeNode JSON form, else -1. */
export function nodeIndexOf(structure: unknown, value: unknown): number {
  return Array.isArray(structure) && Number.isInteger(value) ? structure.indexOf(value) : -1;
}

/**
 * The arguments as the drivers receive them: a `nodeOf` parameter's value (a node's value, as LeetCode writes
 * `p = 5`) becomes that node's index in its structure.
 */
export function wireArgs(sig: Signature, args: unknown[]): unknown[] {
  if (sig.kind !== 'function' || !sig.params.some((p) => p.nodeOf)) return args;
  return sig.params.map((p, i) => {
    if (!p.nodeOf) return args[i];
    return nodeIndexOf(args[sig.params.findIndex((q) => q.name === p.nodeOf)], args[i]);
  });
}

/**
 * Display of a result: a node reference (`returnsNodeOf`, JSON form: the node's index) shows the node's value as
 * LeetCode does, with the index when that value occurs more than once.
 */
export function formatResult(sig: Signature, args: unknown[], v: unknown): string {
  if (sig.kind !== 'function' || !sig.returnsNodeOf || !Number.isInteger(v)) return formatValue(v);
  const nodes = args[sig.params.findIndex((q) => q.name === sig.returnsNodeOf)] as unknown[];
  const index = v as number;
  if (index < 0 || !Array.isArray(nodes) || nodes[index] == null) return 'a node that is not in the input';
  const value = nodes[index];
  return nodes.indexOf(value) === nodes.lastIndexOf(value)
    ? formatValue(value)
    : `${formatValue(value)} (node at index ${index})`;
}

// ---------------------------------------------------------------- comparison

export function valuesEqual(mode: CompareMode, expected: unknown, actual: unknown): boolean {
  switch (mode) {
    case 'checker':
      throw new Error('compare "checker" needs the problem\'s checker (judge input "checker")');
    case 'exact':
      return deepEqual(expected, actual, false);
    case 'float':
      return deepEqual(expected, actual, true);
    case 'unordered':
      if (!Array.isArray(expected) || !Array.isArray(actual)) return deepEqual(expected, actual, false);
      return multisetEqual(expected, actual);
    case 'unordered-deep': {
      if (!Array.isArray(expected) || !Array.isArray(actual)) return deepEqual(expected, actual, false);
      const norm = (arr: unknown[]) => arr.map((x) => (Array.isArray(x) ? [...x].sort(cmpJson) : x));
      return multisetEqual(norm(expected), norm(actual));
    }
  }
}

function multisetEqual(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  const sa = [...a].sort(cmpJson);
  const sb = [...b].sort(cmpJson);
  return sa.every((x, i) => deepEqual(x, sb[i], false));
}

function cmpJson(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = JSON.stringify(a) ?? '';
  const sb = JSON.stringify(b) ?? '';
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

function deepEqual(a: unknown, b: unknown, float: boolean): boolean {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === b) return true;
    if (!float) return false;
    const diff = Math.abs(a - b);
    return diff <= 1e-5 || diff <= 1e-5 * Math.max(Math.abs(a), Math.abs(b));
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => deepEqual(x, b[i], float));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], float));
  }
  return a === b;
}

// ---------------------------------------------------------------- token encoding (java / cpp / c drivers)

/**
 * Whitespace-separated token form read by the compiled-language drivers:
 * int/long/double: decimal; bool: 0|1; char: its char code; string: `<utf8 byte length> <bytes>`;
 * arrays/ListNode: `<n> e1 ... en`; TreeNode: `<n>` then values with `#` for null.
 */
export function encodeTokens(type: ValueType, v: unknown, out: string[]): void {
  switch (type) {
    case 'int':
    case 'long':
      out.push(String(v));
      return;
    case 'double':
      out.push(String(v));
      return;
    case 'bool':
      out.push(v ? '1' : '0');
      return;
    case 'char':
      out.push(String((v as string).charCodeAt(0)));
      return;
    case 'string':
      out.push(`${Buffer.byteLength(v as string, 'utf8')} ${v as string}`);
      return;
    case 'ListNode':
      encodeTokens('int[]', v, out);
      return;
    case 'GraphNode':
      encodeTokens('int[][]', v, out);
      return;
    case 'RandomListNode': {
      const arr = v as [number, number | null][];
      out.push(String(arr.length));
      for (const [val, r] of arr) out.push(String(val), r === null ? '#' : String(r));
      return;
    }
    case 'TreeNode':
    case 'NextTreeNode':
    case 'NaryTreeNode': {
      const arr = v as (number | null)[];
      out.push(String(arr.length));
      for (const x of arr) out.push(x === null ? '#' : String(x));
      return;
    }
    default: {
      const inner = type.slice(0, -2) as ValueType;
      const arr = v as unknown[];
      out.push(String(arr.length));
      for (const x of arr) encodeTokens(inner, x, out);
    }
  }
}

/** Encodes one test for the token drivers: `<index> <args...>` (design: `<index> <ncalls> (<methodIdx> <args...>)*`). */
export function encodeTestTokens(sig: Signature, index: number, args: unknown[]): string {
  const out: string[] = [String(index)];
  if (sig.kind === 'function') {
    // args are in wire form (wireArgs): a nodeOf parameter is its node's index
    for (const [i, p] of sig.params.entries()) encodeTokens(p.nodeOf ? 'int' : p.type, args[i], out);
  } else {
    const [calls, callArgs] = args as [string[], unknown[][]];
    out.push(String(calls.length));
    calls.forEach((name, i) => {
      const a = callArgs[i] ?? [];
      if (i === 0) {
        out.push('0');
        for (const [j, p] of sig.constructor.params.entries()) encodeTokens(p.type, a[j], out);
      } else {
        const mi = sig.methods.findIndex((m) => m.name === name);
        if (mi < 0) throw new Error(`unknown method ${name}`);
        out.push(String(mi + 1));
        for (const [j, p] of sig.methods[mi]!.params.entries()) encodeTokens(p.type, a[j], out);
      }
    });
  }
  return out.join(' ');
}

// ---------------------------------------------------------------- returnsPrefixOf (Remove Duplicates, Remove Element)

/**
 * A `returnsPrefixOf` function's raw result from the drivers is `[k, array after the call]`; the judged value is the
 * first k elements. Returns them, or why the result cannot be judged (k not an int, or outside 0..array length).
 */
export function prefixResult(sig: Signature, raw: unknown): { k: number; prefix: unknown[] } | string {
  const name = sig.kind === 'function' ? (sig.returnsPrefixOf ?? 'the array') : 'the array';
  if (!Array.isArray(raw) || raw.length !== 2 || !Array.isArray(raw[1])) return 'Could not read the returned k';
  const [k, arr] = raw as [unknown, unknown[]];
  if (!Number.isInteger(k)) return `The returned k must be an int, got ${short(k)}`;
  if ((k as number) < 0 || (k as number) > arr.length)
    return `The returned k = ${k as number} is outside 0..${arr.length} (the length of ${name})`;
  return { k: k as number, prefix: arr.slice(0, k as number) };
}

/** Why a returnsPrefixOf result is wrong: the count first, then the elements. */
export function prefixMismatch(sig: Signature, expected: unknown, k: number): string {
  const name = sig.kind === 'function' ? (sig.returnsPrefixOf ?? 'the array') : 'the array';
  const want = Array.isArray(expected) ? expected.length : 0;
  if (k !== want) return `The returned k = ${k}, expected k = ${want}`;
  return `The first k = ${k} elements of ${name} differ from the expected ones`;
}
