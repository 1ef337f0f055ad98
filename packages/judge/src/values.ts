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
      const err = checkValue(p.type, args[i], p.name);
      if (err) errors.push(err);
    });
    const retType = sig.returns === 'void' ? sig.params.find((p) => p.name === sig.mutates)?.type : sig.returns;
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

// ---------------------------------------------------------------- comparison

export function valuesEqual(mode: CompareMode, expected: unknown, actual: unknown): boolean {
  switch (mode) {
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
    case 'TreeNode': {
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
    for (const [i, p] of sig.params.entries()) encodeTokens(p.type, args[i], out);
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
