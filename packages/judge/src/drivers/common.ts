import type { ExecuteFile } from '../executor-types.js';
import type { Signature, ValueType } from '../signature.js';

export interface IndexedTest {
  index: number;
  args: unknown[];
}

export interface DriverProgram {
  files: ExecuteFile[];
  /** builds stdin for a batch of tests */
  encodeInput(tests: IndexedTest[]): string;
  /** name of the file holding the user's code, and how many lines precede the user's code in it */
  sourceFile: string;
  userLineOffset: number;
}

export interface LanguageDriver {
  starterCode(sig: Signature): string;
  buildProgram(sig: Signature, userCode: string, nonce: string): DriverProgram;
}

/** Every value type a signature mentions (params, returns, mutates), deduplicated. */
export function typesUsed(sig: Signature): Set<ValueType> {
  const out = new Set<ValueType>();
  const add = (t: string) => {
    if (t !== 'void') out.add(t as ValueType);
  };
  if (sig.kind === 'function') {
    for (const p of sig.params) add(p.type);
    add(sig.returns);
  } else {
    for (const p of sig.constructor.params) add(p.type);
    for (const m of sig.methods) {
      for (const p of m.params) add(p.type);
      add(m.returns);
    }
  }
  return out;
}

/**
 * The types and, for arrays, every element type inside them (`int[][]` -> `int[][]`, `int[]`, `int`), shortest name
 * first so a reader or writer for an element type is generated before the array types that call it.
 */
export function typeClosure(types: Iterable<ValueType>): ValueType[] {
  const all = new Set<ValueType>();
  for (let t of types) {
    all.add(t);
    while (t.endsWith('[]')) {
      t = t.slice(0, -2) as ValueType;
      all.add(t);
    }
  }
  return [...all].sort((a, b) => a.length - b.length);
}

export function usesType(sig: Signature, name: 'ListNode' | 'TreeNode'): boolean {
  for (const t of typesUsed(sig)) if (t === name) return true;
  return false;
}

/** Lower-camel-case prefix used by C design functions: MinStack -> minStack. */
export function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
export function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Strips // and block comments and string literals (roughly) so we can look for declarations. */
export function stripCommentsAndStrings(code: string, hashComments = false): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    const n = code[i + 1];
    if (!hashComments && c === '/' && n === '/') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (!hashComments && c === '/' && n === '*') {
      i += 2;
      while (i < code.length && !(code[i] === '*' && code[i + 1] === '/')) i++;
      i += 2;
    } else if (hashComments && c === '#') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (c === '"' || c === "'" || c === '`') {
      const q = c;
      i++;
      while (i < code.length && code[i] !== q && code[i] !== '\n') i += code[i] === '\\' ? 2 : 1;
      i++;
      out += '""';
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

export function countLines(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) n++;
  return n;
}

export const LISTNODE_PY_COMMENT = `# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
`;
export const TREENODE_PY_COMMENT = `# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
`;
