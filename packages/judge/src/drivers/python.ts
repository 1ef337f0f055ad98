import { nodeTypeOf, type Signature, type ValueType } from '../signature.js';
import {
  countLines,
  DEEP_COPY_MESSAGE,
  type LanguageDriver,
  LISTNODE_PY_COMMENT,
  NODE_PY,
  nonceLine,
  paramPlans,
  prefixOfIndex,
  returnRefIndex,
  TREENODE_PY_COMMENT,
  usesType,
} from './common.js';

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
    case 'GraphNode':
    case 'RandomListNode':
    case 'NextTreeNode':
    case 'NaryTreeNode':
      return "'Optional[Node]'";
    default:
      return `List[${pyType(t.slice(0, -2) as ValueType)}]`;
  }
}

function header(sig: Signature): string {
  let h = '';
  if (usesType(sig, 'ListNode')) h += LISTNODE_PY_COMMENT;
  if (usesType(sig, 'TreeNode')) h += TREENODE_PY_COMMENT;
  const node = nodeTypeOf(sig);
  if (node) h += `"""\n# Definition for a Node.\n${NODE_PY[node]}"""\n\n`;
  return h;
}

function starterCode(sig: Signature): string {
  if (sig.kind === 'function' && sig.codec) {
    const t = pyType(sig.returns);
    const c = sig.codec;
    return `${header(sig)}class ${c.className}:\n\n    def ${c.serialize}(self, root: ${t}) -> str:\n        \n\n    def ${sig.name}(self, data: str) -> ${t}:\n        \n\n# Your ${c.className} object will be instantiated and called as such:\n# ser = ${c.className}()\n# deser = ${c.className}()\n# ans = deser.${sig.name}(ser.${c.serialize}(root))`;
  }
  if (sig.kind === 'function') {
    const params = ['self', ...sig.params.filter((p) => !p.hidden).map((p) => `${p.name}: ${pyType(p.type)}`)].join(', ');
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

function driver(sig: Signature, userStart: number, userEnd: number): string {
  const spec =
    sig.kind === 'function'
      ? {
          kind: 'function',
          name: sig.name,
          params: sig.params.map((p) => p.type),
          plans: paramPlans(sig),
          returns: sig.returns,
          mutates: sig.returns === 'void' ? sig.params.findIndex((p) => p.name === sig.mutates) : -1,
          returnRef: returnRefIndex(sig),
          prefixOf: prefixOfIndex(sig),
          codec: sig.codec ?? null,
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
    M = ""
    DEEP_COPY = ${JSON.stringify(DEEP_COPY_MESSAGE)}
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
    input_nodes = set()
    keep = []
    LIMIT = 4000000
    def N(*a):
        node = globals()["Node"](*a)
        input_nodes.add(id(node))
        keep.append(node)
        return node
    def mk_graph(adj):
        nodes = [N(i + 1, []) for i in range(len(adj))]
        for i, row in enumerate(adj):
            nodes[i].neighbors = [nodes[x - 1] for x in row]
        return nodes[0] if nodes else None
    def mk_random(pairs):
        nodes = [N(v, None, None) for v, _ in pairs]
        for i, (_, r) in enumerate(pairs):
            nodes[i].next = nodes[i + 1] if i + 1 < len(nodes) else None
            nodes[i].random = None if r is None else nodes[r]
        return nodes[0] if nodes else None
    def mk_next(vals):
        if not vals:
            return None
        root = N(vals[0], None, None, None)
        q = collections.deque([root])
        i = 1
        while q and i < len(vals):
            node = q.popleft()
            if i < len(vals) and vals[i] is not None:
                node.left = N(vals[i], None, None, None); q.append(node.left)
            i += 1
            if i < len(vals) and vals[i] is not None:
                node.right = N(vals[i], None, None, None); q.append(node.right)
            i += 1
        return root
    def mk_nary(vals):
        if not vals:
            return None
        root = N(vals[0], [])
        q = collections.deque([root])
        i = 2
        while i < len(vals) and q:
            parent = q.popleft()
            while i < len(vals) and vals[i] is not None:
                c = N(vals[i], []); parent.children.append(c); q.append(c); i += 1
            i += 1
        return root
    def ser_random(head):
        idx = {}
        nodes = []
        n = head
        while n is not None:
            if id(n) in idx or len(nodes) > LIMIT:
                raise RuntimeError("linked list has a cycle (or is too long)")
            idx[id(n)] = len(nodes); nodes.append(n); n = n.next
        if any(id(x) in input_nodes or (x.random is not None and id(x.random) in input_nodes) for x in nodes):
            return DEEP_COPY
        return [[x.val, None if x.random is None else idx.get(id(x.random), "a node outside the list")] for x in nodes]
    def ser_graph(node):
        seen = {id(node)}
        q = [node]
        qi = 0
        while qi < len(q):
            x = q[qi]; qi += 1
            if id(x) in input_nodes:
                return DEEP_COPY
            for y in (x.neighbors or []):
                if y is not None and id(y) not in seen:
                    seen.add(id(y)); q.append(y)
            if len(q) > LIMIT:
                raise RuntimeError("graph too large")
        n = max(x.val for x in q)
        adj = [[] for _ in range(max(n, 0))]
        for x in q:
            if x.val >= 1:
                adj[x.val - 1] = [y.val for y in (x.neighbors or [])]
        return adj
    def ser_next(root):
        out = []
        level_start = root
        while level_start is not None:
            below = None
            n = level_start
            while n is not None:
                out.append(n.val)
                if below is None:
                    below = n.left or n.right
                if len(out) > LIMIT:
                    raise RuntimeError("next pointers form a cycle")
                n = n.next
            out.append("#")
            level_start = below
        return out
    def ser_nary(root):
        out = [root.val, None]
        q = [root]
        qi = 0
        while qi < len(q):
            for c in (q[qi].children or []):
                out.append(c.val); q.append(c)
            out.append(None)
            qi += 1
            if len(out) > LIMIT:
                raise RuntimeError("tree too large (cycle?)")
        while out and out[-1] is None:
            out.pop()
        return out
    def list_at(head, k):
        n = head
        for _ in range(k):
            if n is None:
                break
            n = n.next
        return n
    def positions(t, v):
        pos = {}
        if v is None:
            return pos
        if t == "ListNode":
            i = 0
            while v is not None and id(v) not in pos:
                pos[id(v)] = (i, v); i += 1; v = v.next
            return pos
        q = [v]
        pos[id(v)] = (0, v)
        p = 1
        qi = 0
        while qi < len(q):
            x = q[qi]; qi += 1
            for c in (x.left, x.right):
                if c is not None:
                    pos[id(c)] = (p, c); q.append(c)
                p += 1
        return pos
    def build(args):
        plans = SPEC["plans"]
        a = [None if pl["nodeOf"] >= 0 else conv(t, v) for t, v, pl in zip(SPEC["params"], args, plans)]
        for i, pl in enumerate(plans):
            if pl["cycle"] >= 0 and args[pl["cycle"]] >= 0 and a[i] is not None:
                tail = a[i]
                while tail.next is not None:
                    tail = tail.next
                tail.next = list_at(a[i], args[pl["cycle"]])
            if pl["tail"]:
                w, sk, wsk = pl["tail"]
                shared = list_at(a[w], args[wsk])
                if shared is not None:
                    if args[sk] == 0:
                        a[i] = shared
                    else:
                        before = list_at(a[i], args[sk] - 1)
                        if before is not None:
                            before.next = shared
        for i, pl in enumerate(plans):
            if pl["nodeOf"] >= 0:
                for k, node in positions(SPEC["params"][pl["nodeOf"]], a[pl["nodeOf"]]).values():
                    if k == args[i]:
                        a[i] = node
                        break
        return a
    def conv(t, v):
        if t == "ListNode":
            return from_list(v)
        if t == "ListNode[]":
            return [from_list(x) for x in v]
        if t == "TreeNode":
            return to_tree(v)
        if t == "GraphNode":
            return mk_graph(v)
        if t == "RandomListNode":
            return mk_random(v)
        if t == "NextTreeNode":
            return mk_next(v)
        if t == "NaryTreeNode":
            return mk_nary(v)
        return v
    def ser(t, v):
        if v is None:
            if t in ("ListNode", "TreeNode", "GraphNode", "RandomListNode", "NextTreeNode", "NaryTreeNode"):
                return []
            return None
        if t == "ListNode":
            return to_list(v)
        if t == "TreeNode":
            return level(v)
        if t == "GraphNode":
            return ser_graph(v)
        if t == "RandomListNode":
            return ser_random(v)
        if t == "NextTreeNode":
            return ser_next(v)
        if t == "NaryTreeNode":
            return ser_nary(v)

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
            input_nodes.clear()
            del keep[:]
            a = build(args)
            refs = positions(SPEC["params"][SPEC["returnRef"]], a[SPEC["returnRef"]]) if SPEC["returnRef"] >= 0 else None
            if SPEC["codec"]:
                klass = globals()[SPEC["codec"]["className"]]
                data = getattr(klass(), SPEC["codec"]["serialize"])(a[0])
                r = getattr(klass(), SPEC["name"])(data)
            else:
                r = getattr(Solution(), SPEC["name"])(*[x for x, pl in zip(a, SPEC["plans"]) if pl["passed"]])
            if refs is not None:
                if r is None:
                    return None
                return refs[id(r)][0] if id(r) in refs and refs[id(r)][1] is r else -1
            if SPEC["mutates"] >= 0:
                return ser(SPEC["params"][SPEC["mutates"]], a[SPEC["mutates"]])
            if SPEC["prefixOf"] >= 0:
                return [ser(SPEC["returns"], r), ser(SPEC["params"][SPEC["prefixOf"]], a[SPEC["prefixOf"]])]
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
    M = "\\x1eCK" + lines[0].split(" ", 1)[1] + " "
    n = int(lines[1])
    for k in range(n):
        idx, args = _j.loads(lines[2 + k])
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
  buildProgram(sig, userCode) {
    const node = nodeTypeOf(sig);
    const prelude = node ? `${PRELUDE}${NODE_PY[node]}\n` : PRELUDE;
    const userStart = countLines(prelude) + 1;
    const body = userCode.endsWith('\n') ? userCode : `${userCode}\n`;
    const userEnd = userStart + countLines(body) - 1;
    const content = prelude + body + driver(sig, userStart, userEnd);
    return {
      sourceFile: 'main.py',
      userLineOffset: userStart - 1,
      files: [{ name: 'main.py', content }],
      encodeInput(tests, nonce) {
        return `${nonceLine(nonce)}${tests.length}\n${tests.map((t) => JSON.stringify([t.index, t.args])).join('\n')}\n`;
      },
    };
  },
};
