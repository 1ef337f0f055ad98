import type { ExecuteFile } from '../executor-types.js';
import type { FunctionSignature, NodeType, Signature, ValueType } from '../signature.js';

export interface IndexedTest {
  index: number;
  args: unknown[];
}

export interface DriverProgram {
  files: ExecuteFile[];
  /**
   * builds stdin for a batch of tests: first the result-marker nonce (`nonceLine`), which the program reads at run
   * time so that the compiled artifact is the same for every judge and the runner's compile cache hits
   */
  encodeInput(tests: IndexedTest[], nonce: string): string;
  /** name of the file holding the user's code, and how many lines precede the user's code in it */
  sourceFile: string;
  userLineOffset: number;
}

export interface LanguageDriver {
  starterCode(sig: Signature): string;
  buildProgram(sig: Signature, userCode: string): DriverProgram;
}

/** stdin's first line: the nonce as a length-prefixed string (the form every driver's string reader takes). */
export const nonceLine = (nonce: string) => `${nonce.length} ${nonce}\n`;

/** Every value type a signature mentions (params, returns, mutates), deduplicated. */
export function typesUsed(sig: Signature): Set<ValueType> {
  const out = new Set<ValueType>();
  const add = (t: string) => {
    if (t === 'void') return;
    out.add(t as ValueType);
    // a ListNode[] needs the ListNode class, its reader and writer
    if (t === 'ListNode[]') out.add('ListNode');
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

/**
 * How a driver builds and passes each parameter of a function signature (indices into the parameter list, -1 for
 * none): hidden parameters are read but not passed; `cycle` links a list's tail to its node at that int parameter's
 * index; `tail` = [other list, skip, other skip] makes a list continue into another list's nodes; `nodeOf` arrives
 * as a node index (values.wireArgs) and is passed as that node of the other structure.
 */
export interface ParamPlan {
  type: ValueType;
  passed: boolean;
  cycle: number;
  tail: [number, number, number] | null;
  nodeOf: number;
}

export function paramPlans(sig: FunctionSignature): ParamPlan[] {
  const at = (name: string | undefined) => (name ? sig.params.findIndex((p) => p.name === name) : -1);
  return sig.params.map((p) => ({
    type: p.type,
    passed: !p.hidden,
    cycle: at(p.cycle),
    tail: p.sharesTail ? [at(p.sharesTail.with), at(p.sharesTail.skip), at(p.sharesTail.withSkip)] : null,
    nodeOf: at(p.nodeOf),
  }));
}

/** Whether any parameter needs linking after it is read (cycles, shared tails, node references). */
export function needsLinking(sig: FunctionSignature): boolean {
  return sig.params.some((p) => p.cycle || p.sharesTail || p.nodeOf);
}

/** Parameters the solution receives (not hidden), with their positions in the test's args. */
export function passedParams(sig: FunctionSignature) {
  return sig.params.map((p, i) => ({ p, i })).filter(({ p }) => !p.hidden);
}

/** Index of the array parameter whose first k elements a returned k designates (returnsPrefixOf), or -1. */
export function prefixOfIndex(sig: FunctionSignature): number {
  return sig.returnsPrefixOf ? sig.params.findIndex((p) => p.name === sig.returnsPrefixOf) : -1;
}

/** Index of the parameter whose node the result must be (returnsNodeOf), or -1. */
export function returnRefIndex(sig: FunctionSignature): number {
  return sig.returnsNodeOf ? sig.params.findIndex((p) => p.name === sig.returnsNodeOf) : -1;
}

export const DEEP_COPY_MESSAGE = 'The result shares nodes with the input (it must be a deep copy)';

/** LeetCode's Python definitions of the Node classes. */
export const NODE_PY: Record<NodeType, string> = {
  GraphNode: `class Node:
    def __init__(self, val = 0, neighbors = None):
        self.val = val
        self.neighbors = neighbors if neighbors is not None else []
`,
  RandomListNode: `class Node:
    def __init__(self, x: int, next: 'Node' = None, random: 'Node' = None):
        self.val = int(x)
        self.next = next
        self.random = random
`,
  NextTreeNode: `class Node:
    def __init__(self, val: int = 0, left: 'Node' = None, right: 'Node' = None, next: 'Node' = None):
        self.val = val
        self.left = left
        self.right = right
        self.next = next
`,
  NaryTreeNode: `class Node:
    def __init__(self, val: Optional[int] = None, children: Optional[List['Node']] = None):
        self.val = val
        self.children = children
`,
};

export const NODE_TITLES: Record<NodeType, string> = {
  GraphNode: 'Definition for a Node.',
  RandomListNode: 'Definition for a Node.',
  NextTreeNode: 'Definition for a Node.',
  NaryTreeNode: 'Definition for a Node.',
};
