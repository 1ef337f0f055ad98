import type { Signature, ValueType } from '../signature.js';
import { countLines, type LanguageDriver, LISTNODE_PY_COMMENT, TREENODE_PY_COMMENT, usesType } from './common.js';

function pyType(t: ValueType | 'void'): string {
  switch (t) {
    case 'void':
      return 'None';
    case 'int':
    case 'long':
      return 'int';
    case 'double':
      return 'float';
    case 'bool':
      return 'bool';
    case 'string':
    case 'char':
      return 'str';
    case 'ListNode':
      return 'Optional[ListNode]';
    case 'TreeNode':
      return 'Optional[TreeNode]';
    default:
      return `List[${pyType(t.slice(0, -2) as ValueType)}]`;
  }
}

function header(sig: Signature): string {
  let h = '';
  if (usesType(sig, 'ListNode')) h += LISTNODE_PY_COMMENT;
  if (usesType(sig, 'TreeNode')) h += TREENODE_PY_COMMENT;
  return h;
}

function starterCode(sig: Signature): string {
  if (sig.kind === 'function') {
    const params = ['self', ...sig.params.map((p) => `${p.name}: ${pyType(p.type)}`)].join(', ');
    let doc = '';
    if (sig.returns === 'void')
      doc = `        """\n        Do not return anything, modify ${sig.mutates} in-place instead.\n        """\n`;
    return `${header(sig)}class Solution:\n    def ${sig.name}(${params}) -> ${pyType(sig.returns)}:\n${doc}        `;
  }
  const ctorParams = ['self', ...sig.constructor.params.map((p) => `${p.name}: ${pyType(p.type)}`)].join(', ');
  let s = `${header(sig)}class ${sig.className}:\n\n    def __init__(${ctorParams}):\n        \n\n`;
  for (const m of sig.methods) {
    const params = ['self', ...m.params.map((p) => `${p.name}: ${pyType(p.type)}`)].join(', ');
    s += `    def ${m.name}(${params}) -> ${pyType(m.returns)}:\n        \n\n`;
  }
  s += `\n# Your ${sig.className} object will be instantiated and called as such:\n`;
  s += `# obj = ${sig.className}(${sig.constructor.params.map((p) => p.name).join(',')})\n`;
  sig.methods.forEach((m, i) => {
    const call = `obj.${m.name}(${m.params.map((p) => p.name).join(',')})`;
    s += m.returns === 'void' ? `# ${call}\n` : `# param_${i + 1} = ${call}\n`;
  });
  return s;
}

const PRELUDE = `from typing import *
from collections import *
from heapq import *
from bisect import *
from functools import *
from itertools import *
import sys, json, time, math, collections, heapq, bisect, functools, itertools, string, re, random, operator, traceback, threading
try:
    from sortedcontainers import SortedList, SortedDict, SortedSet
except ImportError:
    pass

class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next

class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right

`;

function driver(sig: Signature, nonce: string, userStart: number, userEnd: number): string {
  const spec =
    sig.kind === 'function'
      ? {
          kind: 'function',
          name: sig.name,
          params: sig.params.map((p) => p.type),
          returns: sig.returns,
          mutates: sig.returns === 'void' ? sig.params.findIndex((p) => p.name === sig.mutates) : -1,
        }
      : {
          kind: 'design',
          className: sig.className,
          ctor: sig.constructor.params.map((p) => p.type),
          methods: Object.fromEntries(sig.methods.map((m) => [m.name, [m.params.map((p) => p.type), m.returns]])),
        };
  return `

def __ck_main():
    import sys as _s, json as _j, time as _t, traceback as _tb
    SPEC = _j.loads(${JSON.stringify(JSON.stringify(spec))})
    M = "\\x1eCK${nonce} "
    out = _s.stdout
    def to_list(v):
        vals = []
        seen = 0
        while v is not None:
            vals.append(v.val)
            v = v.next
            seen += 1
            if seen > 2000000:
                raise RuntimeError("linked list has a cycle (or is too long)")
        return vals
    def to_tree(vals):
        if not vals or vals[0] is None:
            return None
        root = TreeNode(vals[0])
        q = collections.deque([root])
        i = 1
        while q and i < len(vals):
            node = q.popleft()
            if i < len(vals) and vals[i] is not None:
                node.left = TreeNode(vals[i]); q.append(node.left)
            i += 1
            if i < len(vals) and vals[i] is not None:
                node.right = TreeNode(vals[i]); q.append(node.right)
            i += 1
        return root
    def from_list(vals):
        head = None
        for x in reversed(vals):
            node = ListNode(x); node.next = head; head = node
        return head
    def level(root):
        res = []
        q = collections.deque([root])
        while q:
            node = q.popleft()
            if node is None:
                res.append(None)
            else:
                res.append(node.val); q.append(node.left); q.append(node.right)
            if len(res) > 4000000:
                raise RuntimeError("tree too large (cycle?)")
        while res and res[-1] is None:
            res.pop()
        return res
    def conv(t, v):
        if t == "ListNode":
            return from_list(v)
        if t == "TreeNode":
            return to_tree(v)
        return v
    def ser(t, v):
        if v is None:
            if t == "ListNode" or t == "TreeNode":
                return []
            return None
        if t == "ListNode":
            return to_list(v)
        if t == "TreeNode":
            return level(v)
        if t == "bool":
            return bool(v)
        if t == "double" and isinstance(v, float) and (v != v or v in (float("inf"), float("-inf"))):
            return None
        if t.endswith("[]"):
            inner = t[:-2]
            if isinstance(v, (str, bytes)) and inner == "char":
                return list(v)
            return [ser(inner, x) for x in v]
        if isinstance(v, (list, tuple)):
            return [ser(t, x) for x in v]
        return v
    def err_msg(e):
        name = type(e).__name__
        msg = str(e)
        text = name + (": " + msg if msg else "")
        frames = [f for f in _tb.extract_tb(e.__traceback__) if f.filename == __file__ and ${userStart} <= f.lineno <= ${userEnd}]
        if frames:
            f = frames[-1]
            if f.line:
                text += "\\n    " + f.line
            text += "\\nLine %d in %s (Solution.py)" % (f.lineno - ${userStart - 1}, f.name)
        return text
    def run_one(args):
        if SPEC["kind"] == "function":
            a = [conv(t, v) for t, v in zip(SPEC["params"], args)]
            r = getattr(Solution(), SPEC["name"])(*a)
            if SPEC["mutates"] >= 0:
                return ser(SPEC["params"][SPEC["mutates"]], a[SPEC["mutates"]])
            return ser(SPEC["returns"], r)
        calls, cargs = args
        res = []
        obj = None
        for i in range(len(calls)):
            if i == 0:
                obj = globals()[SPEC["className"]](*[conv(t, v) for t, v in zip(SPEC["ctor"], cargs[0])])
                res.append(None)
            else:
                ptypes, rt = SPEC["methods"][calls[i]]
                r = getattr(obj, calls[i])(*[conv(t, v) for t, v in zip(ptypes, cargs[i])])
                res.append(None if rt == "void" else ser(rt, r))
        return res
    lines = _s.stdin.read().split("\\n")
    n = int(lines[0])
    for k in range(n):
        idx, args = _j.loads(lines[1 + k])
        out.write(M + "B %d\\n" % idx)
        out.flush()
        t0 = _t.process_time()
        try:
            r = run_one(args)
            dt = int((_t.process_time() - t0) * 1e6)
            _s.stdout.flush()
            out.write("\\n" + M + "R %d %d %s\\n" % (idx, dt, _j.dumps(r, separators=(",", ":"))))
        except BaseException as e:
            dt = int((_t.process_time() - t0) * 1e6)
            try:
                _s.stdout.flush()
            except BaseException:
                pass
            out.write("\\n" + M + "E %d %d %s\\n" % (idx, dt, _j.dumps(err_msg(e))))
        out.flush()

sys.setrecursionlimit(200000)
try:
    threading.stack_size(256 * 1024 * 1024)
    __ck_t = threading.Thread(target=__ck_main)
    __ck_t.start()
    __ck_t.join()
except (ValueError, RuntimeError, MemoryError):
    __ck_main()
`;
}

export const pythonDriver: LanguageDriver = {
  starterCode,
  buildProgram(sig, userCode, nonce) {
    const userStart = countLines(PRELUDE) + 1;
    const body = userCode.endsWith('\n') ? userCode : `${userCode}\n`;
    const userEnd = userStart + countLines(body) - 1;
    const content = PRELUDE + body + driver(sig, nonce, userStart, userEnd);
    return {
      sourceFile: 'main.py',
      userLineOffset: userStart - 1,
      files: [{ name: 'main.py', content }],
      encodeInput(tests) {
        return `${tests.length}\n${tests.map((t) => JSON.stringify([t.index, t.args])).join('\n')}\n`;
      },
    };
  },
};
