import {
  isNodeType,
  type JavaStyle,
  type MethodSignature,
  type NodeType,
  nodeTypeOf,
  type Param,
  type Signature,
  type ValueType,
} from '../signature.js';
import { encodeTestTokens } from '../values.js';
import {
  countLines,
  DEEP_COPY_MESSAGE,
  type IndexedTest,
  type LanguageDriver,
  nonceLine,
  paramPlans,
  prefixOfIndex,
  returnRefIndex,
  stripCommentsAndStrings,
  typeClosure,
  typesUsed,
  usesType,
} from './common.js';

const SCALAR: Record<string, string> = {
  int: 'int',
  long: 'long',
  double: 'double',
  bool: 'boolean',
  string: 'String',
  char: 'char',
  ListNode: 'ListNode',
  TreeNode: 'TreeNode',
  GraphNode: 'Node',
  RandomListNode: 'Node',
  NextTreeNode: 'Node',
  NaryTreeNode: 'Node',
};

const BOXED: Record<string, string> = {
  int: 'Integer',
  long: 'Long',
  double: 'Double',
  bool: 'Boolean',
  string: 'String',
  char: 'Character',
};

/** The plain Java array form of a type: int[], String[][], TreeNode. */
export function javaArrayType(t: ValueType): string {
  if (t.endsWith('[]')) return `${javaArrayType(t.slice(0, -2) as ValueType)}[]`;
  return SCALAR[t]!;
}

/** The java.util.List form of an array type: List<Integer>, List<List<String>>. */
export function javaListType(t: ValueType): string {
  if (!t.endsWith('[]')) return BOXED[t] ?? SCALAR[t]!;
  return `List<${javaListType(t.slice(0, -2) as ValueType)}>`;
}

/** Parameters are arrays unless the problem says "list"; string[][] defaults to List<List<String>> as on LeetCode. */
export function javaParamStyle(t: ValueType, style?: JavaStyle): JavaStyle | null {
  if (!t.endsWith('[]')) return null;
  return style ?? (t === 'string[][]' ? 'list' : 'array');
}

export function javaParamType(t: ValueType, style?: JavaStyle): string {
  return javaParamStyle(t, style) === 'list' ? javaListType(t) : javaArrayType(t);
}

/**
 * Java return type shown in starter code. Without a per-problem style, 1-D numeric/char arrays stay arrays (int[]
 * twoSum), string[] and bool[] become List<String>/List<Boolean>, 2-D int/string results become List<List<...>>,
 * char[][]/bool[][] stay arrays. The driver serialises whatever the method actually returns (arrays and Lists).
 */
export function javaReturnType(t: ValueType | 'void', style?: JavaStyle): string {
  if (t === 'void') return 'void';
  if (style) return javaParamType(t, style);
  switch (t) {
    case 'string[]':
    case 'bool[]':
    case 'int[][]':
    case 'string[][]':
      return javaListType(t);
    default:
      return javaArrayType(t);
  }
}

const LISTNODE_JAVA = `class ListNode {
    int val;
    ListNode next;
    ListNode() {}
    ListNode(int val) { this.val = val; }
    ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}`;
const TREENODE_JAVA = `class TreeNode {
    int val;
    TreeNode left;
    TreeNode right;
    TreeNode() {}
    TreeNode(int val) { this.val = val; }
    TreeNode(int val, TreeNode left, TreeNode right) {
        this.val = val;
        this.left = left;
        this.right = right;
    }
}`;
/** LeetCode's Java Node classes. */
export const NODE_JAVA: Record<NodeType, string> = {
  GraphNode: `class Node {
    public int val;
    public List<Node> neighbors;
    public Node() {
        val = 0;
        neighbors = new ArrayList<Node>();
    }
    public Node(int _val) {
        val = _val;
        neighbors = new ArrayList<Node>();
    }
    public Node(int _val, ArrayList<Node> _neighbors) {
        val = _val;
        neighbors = _neighbors;
    }
}`,
  RandomListNode: `class Node {
    int val;
    Node next;
    Node random;

    public Node(int val) {
        this.val = val;
        this.next = null;
        this.random = null;
    }
}`,
  NextTreeNode: `class Node {
    public int val;
    public Node left;
    public Node right;
    public Node next;

    public Node() {}
    
    public Node(int _val) {
        val = _val;
    }

    public Node(int _val, Node _left, Node _right, Node _next) {
        val = _val;
        left = _left;
        right = _right;
        next = _next;
    }
}`,
  NaryTreeNode: `class Node {
    public int val;
    public List<Node> children;

    public Node() {}

    public Node(int _val) {
        val = _val;
    }

    public Node(int _val, List<Node> _children) {
        val = _val;
        children = _children;
    }
}`,
};

/** Reader `__r_<Type>()` and serializer `__jnode` for the signature's Node type (inputs recorded in __inputs). */
const NODE_JAVA_IO: Record<NodeType, string> = {
  GraphNode: `    static Node __r_GraphNode() { int n = (int) __rl(); Node[] nodes = new Node[n];
        for (int i = 0; i < n; i++) { nodes[i] = new Node(i + 1); __inputs.put(nodes[i], Boolean.TRUE); }
        for (int i = 0; i < n; i++) { int m = (int) __rl(); for (int j = 0; j < m; j++) nodes[i].neighbors.add(nodes[(int) __rl() - 1]); }
        return n > 0 ? nodes[0] : null; }
    static void __jnode(StringBuilder o, Node v) {
        IdentityHashMap<Node, Boolean> seen = new IdentityHashMap<>(); ArrayList<Node> q = new ArrayList<>(); q.add(v); seen.put(v, true); int mx = 0;
        for (int i = 0; i < q.size(); i++) { Node x = q.get(i); if (__inputs.containsKey(x)) { __jstr(o, __DEEP); return; } mx = Math.max(mx, x.val);
            if (x.neighbors != null) for (Node y : x.neighbors) if (y != null && !seen.containsKey(y)) { seen.put(y, true); q.add(y); } }
        ArrayList<List<Integer>> adj = new ArrayList<>(); for (int i = 0; i < mx; i++) adj.add(new ArrayList<>());
        for (Node x : q) if (x.val >= 1) { List<Integer> row = adj.get(x.val - 1); row.clear(); if (x.neighbors != null) for (Node y : x.neighbors) row.add(y == null ? 0 : y.val); }
        __j(o, adj, "int[][]"); }`,
  RandomListNode: `    static Node __r_RandomListNode() { int n = (int) __rl(); Node[] nodes = new Node[n]; int[] r = new int[n];
        for (int i = 0; i < n; i++) { nodes[i] = new Node((int) __rl()); __inputs.put(nodes[i], Boolean.TRUE); r[i] = __isnull() ? -1 : (int) __rl(); }
        for (int i = 0; i < n; i++) { nodes[i].next = i + 1 < n ? nodes[i + 1] : null; nodes[i].random = r[i] < 0 ? null : nodes[r[i]]; }
        return n > 0 ? nodes[0] : null; }
    static void __jnode(StringBuilder o, Node v) {
        IdentityHashMap<Node, Integer> idx = new IdentityHashMap<>(); ArrayList<Node> nodes = new ArrayList<>();
        for (Node p = v; p != null; p = p.next) { if (idx.containsKey(p) || nodes.size() > 4000000) throw new IllegalStateException("linked list has a cycle (or is too long)"); idx.put(p, nodes.size()); nodes.add(p); }
        for (Node p : nodes) if (__inputs.containsKey(p) || (p.random != null && __inputs.containsKey(p.random))) { __jstr(o, __DEEP); return; }
        o.append('['); for (int i = 0; i < nodes.size(); i++) { if (i > 0) o.append(','); Node p = nodes.get(i); o.append('[').append(p.val).append(',');
            if (p.random == null) o.append("null"); else if (idx.containsKey(p.random)) o.append(idx.get(p.random)); else __jstr(o, "a node outside the list"); o.append(']'); }
        o.append(']'); }`,
  NextTreeNode: `    static Node __r_NextTreeNode() { int n = (int) __rl(); Node[] nodes = new Node[n];
        for (int i = 0; i < n; i++) { nodes[i] = __isnull() ? null : new Node((int) __rl()); if (nodes[i] != null) __inputs.put(nodes[i], Boolean.TRUE); }
        if (n == 0 || nodes[0] == null) return null;
        ArrayDeque<Node> q = new ArrayDeque<>(); q.add(nodes[0]); int i = 1;
        while (!q.isEmpty() && i < n) { Node p = q.poll();
            if (i < n) { p.left = nodes[i++]; if (p.left != null) q.add(p.left); }
            if (i < n) { p.right = nodes[i++]; if (p.right != null) q.add(p.right); } }
        return nodes[0]; }
    static void __jnode(StringBuilder o, Node v) { o.append('['); int n = 0;
        for (Node level = v; level != null;) { Node below = null;
            for (Node p = level; p != null; p = p.next) { if (n++ > 0) o.append(','); o.append(p.val); if (below == null) below = p.left != null ? p.left : p.right; if (n > 4000000) throw new IllegalStateException("next pointers form a cycle"); }
            if (n++ > 0) o.append(','); o.append("\\"#\\""); level = below; }
        o.append(']'); }`,
  NaryTreeNode: `    static Node __r_NaryTreeNode() { int n = (int) __rl(); Node[] nodes = new Node[n];
        for (int i = 0; i < n; i++) { nodes[i] = __isnull() ? null : new Node((int) __rl(), new ArrayList<Node>()); if (nodes[i] != null) __inputs.put(nodes[i], Boolean.TRUE); }
        if (n == 0) return null;
        ArrayDeque<Node> q = new ArrayDeque<>(); q.add(nodes[0]); int i = 2;
        while (i < n && !q.isEmpty()) { Node parent = q.poll();
            for (; i < n && nodes[i] != null; i++) { parent.children.add(nodes[i]); q.add(nodes[i]); }
            i++; }
        return nodes[0]; }
    static void __jnode(StringBuilder o, Node v) { ArrayList<String> out = new ArrayList<>(); out.add(String.valueOf(v.val)); out.add("null");
        ArrayList<Node> q = new ArrayList<>(); q.add(v);
        for (int i = 0; i < q.size(); i++) { if (q.get(i).children != null) for (Node c : q.get(i).children) { out.add(String.valueOf(c.val)); q.add(c); } out.add("null"); if (out.size() > 4000000) throw new IllegalStateException("tree too large (cycle?)"); }
        while (!out.isEmpty() && out.get(out.size() - 1).equals("null")) out.remove(out.size() - 1);
        o.append('[').append(String.join(",", out)).append(']'); }`,
};

const NODE_REFS_JAVA = (list: boolean, tree: boolean) =>
  (list
    ? `    static ListNode __at(ListNode h, int k) { for (int i = 0; i < k && h != null; i++) h = h.next; return h; }
    static IdentityHashMap<Object, Integer> __positions(ListNode h) { IdentityHashMap<Object, Integer> pos = new IdentityHashMap<>(); int i = 0;
        for (; h != null && !pos.containsKey(h); h = h.next) pos.put(h, i++); return pos; }
`
    : '') +
  (tree
    ? `    static IdentityHashMap<Object, Integer> __positions(TreeNode root) { IdentityHashMap<Object, Integer> pos = new IdentityHashMap<>(); if (root == null) return pos;
        ArrayList<TreeNode> q = new ArrayList<>(); q.add(root); pos.put(root, 0); int p = 1;
        for (int i = 0; i < q.size(); i++) { TreeNode x = q.get(i); for (TreeNode c : new TreeNode[] { x.left, x.right }) { if (c != null) { pos.put(c, p); q.add(c); } p++; } }
        return pos; }
    static TreeNode __at(TreeNode root, int k) { for (Map.Entry<Object, Integer> e : __positions(root).entrySet()) if (e.getValue() == k) return (TreeNode) e.getKey(); return null; }
`
    : '');

const asComment = (title: string, def: string) =>
  `/**\n * ${title}\n${`public ${def}`
    .split('\n')
    .map((l) => ` * ${l}`)
    .join('\n')}\n */\n`;

const jp = (p: Param) => `${javaParamType(p.type, p.java)} ${p.name}`;

function starterCode(sig: Signature): string {
  let h = '';
  if (usesType(sig, 'ListNode')) h += asComment('Definition for singly-linked list.', LISTNODE_JAVA);
  if (usesType(sig, 'TreeNode')) h += asComment('Definition for a binary tree node.', TREENODE_JAVA);
  const node = nodeTypeOf(sig);
  if (node) h += `/*\n// Definition for a Node.\n${NODE_JAVA[node]}\n*/\n\n`;
  if (sig.kind === 'function' && sig.codec) {
    const t = javaReturnType(sig.returns);
    const c = sig.codec;
    return `${h}public class ${c.className} {\n\n    // Encodes a tree to a single string.\n    public String ${c.serialize}(${t} root) {\n        \n    }\n\n    // Decodes your encoded data to tree.\n    public ${t} ${sig.name}(String data) {\n        \n    }\n}\n\n// Your ${c.className} object will be instantiated and called as such:\n// ${c.className} ser = new ${c.className}();\n// ${c.className} deser = new ${c.className}();\n// ${t} ans = deser.${sig.name}(ser.${c.serialize}(root));`;
  }
  if (sig.kind === 'function') {
    return `${h}class Solution {\n    public ${javaReturnType(sig.returns, sig.javaReturns)} ${sig.name}(${sig.params
      .filter((p) => !p.hidden)
      .map(jp)
      .join(', ')}) {\n        \n    }\n}`;
  }
  const c = sig.className;
  let s = `${h}class ${c} {\n\n    public ${c}(${sig.constructor.params.map(jp).join(', ')}) {\n        \n    }\n`;
  for (const m of sig.methods) {
    s += `    \n    public ${javaReturnType(m.returns, m.javaReturns)} ${m.name}(${m.params.map(jp).join(', ')}) {\n        \n    }\n`;
  }
  s += `}\n\n/**\n * Your ${c} object will be instantiated and called as such:\n`;
  s += ` * ${c} obj = new ${c}(${sig.constructor.params.map((p) => p.name).join(',')});\n`;
  sig.methods.forEach((m, i) => {
    const call = `obj.${m.name}(${m.params.map((p) => p.name).join(',')});`;
    s += m.returns === 'void' ? ` * ${call}\n` : ` * ${javaReturnType(m.returns, m.javaReturns)} param_${i + 1} = ${call}\n`;
  });
  s += ' */';
  return s;
}

const rname = (t: ValueType) => `__r_${t.replace(/\[\]/g, '_a')}`;

function readers(types: Set<ValueType>): string {
  const out: string[] = [];
  for (const t of typeClosure(types)) {
    if (isNodeType(t)) continue; // NODE_JAVA_IO
    const jt = javaArrayType(t);
    switch (t) {
      case 'int':
        out.push(`    static int ${rname(t)}() { return (int) __rl(); }`);
        break;
      case 'long':
        out.push(`    static long ${rname(t)}() { return __rl(); }`);
        break;
      case 'double':
        out.push(`    static double ${rname(t)}() { return __rd(); }`);
        break;
      case 'bool':
        out.push(`    static boolean ${rname(t)}() { return __rl() != 0; }`);
        break;
      case 'char':
        out.push(`    static char ${rname(t)}() { return (char) __rl(); }`);
        break;
      case 'string':
        out.push(`    static String ${rname(t)}() { return __rs(); }`);
        break;
      case 'ListNode':
        out.push(`    static ListNode ${rname(t)}() { int n = (int) __rl(); ListNode head = null, tail = null;
        for (int i = 0; i < n; i++) { ListNode x = new ListNode((int) __rl()); if (tail != null) tail.next = x; else head = x; tail = x; }
        return head; }`);
        break;
      case 'TreeNode':
        out.push(`    static TreeNode ${rname(t)}() { int n = (int) __rl(); TreeNode[] nodes = new TreeNode[n];
        for (int i = 0; i < n; i++) nodes[i] = __isnull() ? null : new TreeNode((int) __rl());
        if (n == 0 || nodes[0] == null) return null;
        ArrayDeque<TreeNode> q = new ArrayDeque<>(); q.add(nodes[0]); int i = 1;
        while (!q.isEmpty() && i < n) { TreeNode p = q.poll();
            if (i < n) { p.left = nodes[i++]; if (p.left != null) q.add(p.left); }
            if (i < n) { p.right = nodes[i++]; if (p.right != null) q.add(p.right); } }
        return nodes[0]; }`);
        break;
      default: {
        const inner = t.slice(0, -2) as ValueType;
        const innerJ = javaArrayType(inner);
        // new int[n] / new int[n][]
        const alloc = innerJ.includes('[]') ? `new ${innerJ.replace('[]', '')}[n][]` : `new ${innerJ}[n]`;
        out.push(
          `    static ${jt} ${rname(t)}() { int n = (int) __rl(); ${jt} v = ${alloc}; for (int i = 0; i < n; i++) v[i] = ${rname(inner)}(); return v; }`,
        );
      }
    }
  }
  return out.join('\n');
}

function readArgs(params: Param[], pref: string, indent: string): string {
  return params
    .map((p, i) => {
      const read = `${rname(p.type)}()`;
      const value = javaParamStyle(p.type, p.java) === 'list' ? `__lst(${read})` : read;
      return `${indent}${javaParamType(p.type, p.java)} ${pref}${i} = ${value};\n`;
    })
    .join('');
}

/** Reads a function's arguments, then links cycles, shared tails and node references (see common.paramPlans). */
function readFunctionArgs(sig: Extract<Signature, { kind: 'function' }>, indent: string): string {
  const plans = paramPlans(sig);
  let code = '';
  plans.forEach((pl, i) => {
    const p = sig.params[i]!;
    if (pl.nodeOf >= 0) code += `${indent}${javaParamType(p.type)} a${i} = null; int a${i}k = (int) __rl();\n`;
    else
      code += readArgs([p], 'a', indent).replace(
        `${javaParamType(p.type, p.java)} a0 =`,
        `${javaParamType(p.type, p.java)} a${i} =`,
      );
  });
  plans.forEach((pl, i) => {
    if (pl.cycle >= 0)
      code += `${indent}if (a${pl.cycle} >= 0 && a${i} != null) { ListNode t = a${i}; while (t.next != null) t = t.next; t.next = __at(a${i}, a${pl.cycle}); }\n`;
    if (pl.tail) {
      const [w, sk, wsk] = pl.tail;
      code += `${indent}{ ListNode sh = __at(a${w}, a${wsk}); if (sh != null) { if (a${sk} == 0) a${i} = sh; else { ListNode b = __at(a${i}, a${sk} - 1); if (b != null) b.next = sh; } } }\n`;
    }
  });
  plans.forEach((pl, i) => {
    if (pl.nodeOf >= 0) code += `${indent}a${i} = __at(a${pl.nodeOf}, a${i}k);\n`;
  });
  return code;
}

function functionBody(sig: Extract<Signature, { kind: 'function' }>): string {
  const plans = paramPlans(sig);
  const passed = plans.map((pl, i) => ({ pl, i })).filter((x) => x.pl.passed);
  const c = sig.codec?.className;
  const call = sig.codec
    ? `new ${c}().${sig.name}(new ${c}().${sig.codec.serialize}(a0))`
    : `new Solution().${sig.name}(${passed.map((x) => `a${x.i}`).join(', ')})`;
  const mut = sig.returns === 'void' ? sig.params.findIndex((p) => p.name === sig.mutates) : -1;
  const retType = mut >= 0 ? sig.params[mut]!.type : sig.returns;
  const ref = returnRefIndex(sig);
  const prefix = prefixOfIndex(sig);
  const exec =
    mut >= 0
      ? `${call};\n                Object __r = a${mut};`
      : prefix >= 0
        ? `Object __r = ${call};`
        : ref >= 0
          ? `Object __node = ${call};\n                Object __r = __node == null ? null : __pos.getOrDefault(__node, -1);`
          : `Object __r = ${call};`;
  const positions = ref >= 0 ? `            IdentityHashMap<Object, Integer> __pos = __positions(a${ref});\n` : '';
  return `${readFunctionArgs(sig, '            ')}${positions}            __begin(__idx);
            long __t0 = __cpu();
            try {
                ${exec}
                long __us = (__cpu() - __t0) / 1000;
                StringBuilder __sb = new StringBuilder();
                ${
                  prefix >= 0
                    ? `__sb.append('['); __j(__sb, __r, "int"); __sb.append(','); __j(__sb, a${prefix}, "${sig.params[prefix]!.type}"); __sb.append(']');`
                    : `__j(__sb, __r, "${ref >= 0 ? 'int' : retType}");`
                }
                __end("R", __idx, __us, __sb.toString());
            }`;
}

function designBody(sig: Extract<Signature, { kind: 'design' }>): string {
  const c = sig.className;
  const cases: string[] = [];
  cases.push(
    `                        case 0: {\n${readArgs(sig.constructor.params, 'p', '                            ')}                            __obj = new ${c}(${sig.constructor.params.map((_, i) => `p${i}`).join(', ')}); __sb.append("null"); break; }`,
  );
  sig.methods.forEach((m: MethodSignature, mi) => {
    const call = `__obj.${m.name}(${m.params.map((_, i) => `p${i}`).join(', ')})`;
    const exec = m.returns === 'void' ? `${call}; __sb.append("null");` : `Object __r = ${call}; __j(__sb, __r, "${m.returns}");`;
    cases.push(
      `                        case ${mi + 1}: {\n${readArgs(m.params, 'p', '                            ')}                            ${exec} break; }`,
    );
  });
  return `            int __n = (int) __rl();
            __begin(__idx);
            long __t0 = __cpu();
            try {
                ${c} __obj = null;
                StringBuilder __sb = new StringBuilder("[");
                for (int __c = 0; __c < __n; __c++) {
                    if (__c > 0) __sb.append(',');
                    switch ((int) __rl()) {
${cases.join('\n')}
                        default: throw new IllegalStateException("bad call");
                    }
                }
                __sb.append(']');
                long __us = (__cpu() - __t0) / 1000;
                __end("R", __idx, __us, __sb.toString());
            }`;
}

function driver(sig: Signature, types: Set<ValueType>, userStart: number, userEnd: number): string {
  const list = types.has('ListNode');
  const tree = types.has('TreeNode');
  const node = nodeTypeOf(sig);
  return `
public class Main {
    static String __M = "";
    static byte[] __buf; static int __pos;
    static PrintStream __out;
    static final java.lang.management.ThreadMXBean __mx = java.lang.management.ManagementFactory.getThreadMXBean();
    static long __cpu() { return __mx.getCurrentThreadCpuTime(); }
    static void __ws() { while (__pos < __buf.length && (__buf[__pos] & 0xff) <= ' ') __pos++; }
    static long __rl() { __ws(); boolean neg = false; if (__buf[__pos] == '-') { neg = true; __pos++; } else if (__buf[__pos] == '+') __pos++;
        long v = 0; while (__pos < __buf.length && __buf[__pos] >= '0' && __buf[__pos] <= '9') v = v * 10 + (__buf[__pos++] - '0'); return neg ? -v : v; }
    static double __rd() { __ws(); int s = __pos; while (__pos < __buf.length && (__buf[__pos] & 0xff) > ' ') __pos++;
        return Double.parseDouble(new String(__buf, s, __pos - s, java.nio.charset.StandardCharsets.US_ASCII)); }
    static boolean __isnull() { __ws(); if (__buf[__pos] == '#') { __pos++; return true; } return false; }
    static String __rs() { int n = (int) __rl(); __pos++; String s = new String(__buf, __pos, n, java.nio.charset.StandardCharsets.UTF_8); __pos += n; return s; }
    static final IdentityHashMap<Object, Boolean> __inputs = new IdentityHashMap<>();
    static final String __DEEP = ${JSON.stringify(DEEP_COPY_MESSAGE)};
${readers(types)}
${NODE_REFS_JAVA(list, tree)}${node ? NODE_JAVA_IO[node] : ''}
    /** Arrays (any depth) to mutable ArrayLists, as LeetCode passes List parameters. */
    static Object __toList(Object a) {
        if (a instanceof int[]) { ArrayList<Integer> l = new ArrayList<>(); for (int x : (int[]) a) l.add(x); return l; }
        if (a instanceof long[]) { ArrayList<Long> l = new ArrayList<>(); for (long x : (long[]) a) l.add(x); return l; }
        if (a instanceof double[]) { ArrayList<Double> l = new ArrayList<>(); for (double x : (double[]) a) l.add(x); return l; }
        if (a instanceof boolean[]) { ArrayList<Boolean> l = new ArrayList<>(); for (boolean x : (boolean[]) a) l.add(x); return l; }
        if (a instanceof char[]) { ArrayList<Character> l = new ArrayList<>(); for (char x : (char[]) a) l.add(x); return l; }
        if (a instanceof Object[]) { ArrayList<Object> l = new ArrayList<>(); for (Object x : (Object[]) a) l.add(__toList(x)); return l; }
        return a;
    }
    @SuppressWarnings("unchecked") static <T> T __lst(Object a) { return (T) __toList(a); }
    static void __jstr(StringBuilder o, String s) {
        o.append('"');
        for (int i = 0; i < s.length(); i++) { char c = s.charAt(i);
            if (c == '"') o.append("\\\\\\""); else if (c == '\\\\') o.append("\\\\\\\\"); else if (c == '\\n') o.append("\\\\n"); else if (c == '\\r') o.append("\\\\r"); else if (c == '\\t') o.append("\\\\t");
            else if (c < 0x20) o.append(String.format("\\\\u%04x", (int) c)); else o.append(c); }
        o.append('"');
    }
    static void __jd(StringBuilder o, double d) { if (Double.isNaN(d) || Double.isInfinite(d)) o.append("null"); else o.append(Double.toString(d)); }
    static void __j(StringBuilder o, Object v, String type) {
        if (v == null) { o.append(type.equals("ListNode") || type.equals("TreeNode") || type.endsWith("Node") ? "[]" : "null"); return; }
${node ? '        if (v instanceof Node) { __jnode(o, (Node) v); return; }' : ''}
        String inner = type.endsWith("[]") ? type.substring(0, type.length() - 2) : type;
        if (v instanceof Boolean || v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) { o.append(v.toString()); return; }
        if (v instanceof Double || v instanceof Float) { __jd(o, ((Number) v).doubleValue()); return; }
        if (v instanceof Character) { __jstr(o, String.valueOf((char) (Character) v)); return; }
        if (v instanceof String) {
            if (type.equals("char[]")) { String s = (String) v; o.append('['); for (int i = 0; i < s.length(); i++) { if (i > 0) o.append(','); __jstr(o, String.valueOf(s.charAt(i))); } o.append(']'); return; }
            __jstr(o, (String) v); return;
        }
        if (v instanceof int[]) { int[] a = (int[]) v; o.append('['); for (int i = 0; i < a.length; i++) { if (i > 0) o.append(','); o.append(a[i]); } o.append(']'); return; }
        if (v instanceof long[]) { long[] a = (long[]) v; o.append('['); for (int i = 0; i < a.length; i++) { if (i > 0) o.append(','); o.append(a[i]); } o.append(']'); return; }
        if (v instanceof double[]) { double[] a = (double[]) v; o.append('['); for (int i = 0; i < a.length; i++) { if (i > 0) o.append(','); __jd(o, a[i]); } o.append(']'); return; }
        if (v instanceof boolean[]) { boolean[] a = (boolean[]) v; o.append('['); for (int i = 0; i < a.length; i++) { if (i > 0) o.append(','); o.append(a[i]); } o.append(']'); return; }
        if (v instanceof char[]) { char[] a = (char[]) v; o.append('['); for (int i = 0; i < a.length; i++) { if (i > 0) o.append(','); __jstr(o, String.valueOf(a[i])); } o.append(']'); return; }
        if (v instanceof Object[]) { Object[] a = (Object[]) v; o.append('['); for (int i = 0; i < a.length; i++) { if (i > 0) o.append(','); __j(o, a[i], inner); } o.append(']'); return; }
        if (v instanceof Iterable) { o.append('['); boolean first = true; for (Object x : (Iterable<?>) v) { if (!first) o.append(','); first = false; __j(o, x, inner); } o.append(']'); return; }
${
  list
    ? `        if (v instanceof ListNode) { o.append('['); int n = 0; for (ListNode p = (ListNode) v; p != null; p = p.next) { if (n > 0) o.append(','); o.append(p.val); if (++n > 2000000) throw new IllegalStateException("linked list has a cycle (or is too long)"); } o.append(']'); return; }`
    : ''
}
${
  tree
    ? `        if (v instanceof TreeNode) { ArrayList<TreeNode> q = new ArrayList<>(); q.add((TreeNode) v); ArrayList<String> vals = new ArrayList<>();
            for (int i = 0; i < q.size(); i++) { TreeNode p = q.get(i); if (p != null) { vals.add(String.valueOf(p.val)); q.add(p.left); q.add(p.right); } else vals.add("null");
                if (q.size() > 4000000) throw new IllegalStateException("tree too large (cycle?)"); }
            while (!vals.isEmpty() && vals.get(vals.size() - 1).equals("null")) vals.remove(vals.size() - 1);
            o.append('[').append(String.join(",", vals)).append(']'); return; }`
    : ''
}
        __jstr(o, String.valueOf(v));
    }
    static void __begin(int idx) { System.out.flush(); __out.print(__M + "B " + idx + "\\n"); __out.flush(); }
    static void __end(String kind, int idx, long us, String payload) { System.out.flush(); __out.print("\\n" + __M + kind + " " + idx + " " + us + " " + payload + "\\n"); __out.flush(); }
    static String __err(Throwable e) {
        StringBuilder sb = new StringBuilder(e.toString());
        int shown = 0;
        for (StackTraceElement f : e.getStackTrace()) {
            if ("Main.java".equals(f.getFileName()) && f.getLineNumber() >= ${userStart} && f.getLineNumber() <= ${userEnd}) {
                sb.append("\\n  at line ").append(f.getLineNumber() - ${userStart - 1}).append(", ").append(f.getClassName()).append('.').append(f.getMethodName());
                if (++shown == 3) break;
            }
        }
        StringBuilder o = new StringBuilder(); __jstr(o, sb.toString()); return o.toString();
    }
    static void __run() throws Exception {
        __buf = System.in.readAllBytes();
        __out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), false, "UTF-8");
        System.setOut(__out);
        __M = "\\u001eCK" + __rs() + " ";
        int __tests = (int) __rl();
        for (int __t = 0; __t < __tests; __t++) {
            int __idx = (int) __rl();
            __inputs.clear();
${sig.kind === 'function' ? functionBody(sig) : designBody(sig)} catch (Throwable __e) {
                long __us = (__cpu() - __t0) / 1000;
                __end("E", __idx, __us, __err(__e));
            }
        }
        __out.flush();
    }
    public static void main(String[] args) throws Exception {
        final Throwable[] __fatal = new Throwable[1];
        Runnable body = () -> { try { __run(); } catch (Throwable e) { __fatal[0] = e; } };
        boolean started = false;
        try {
            Thread th = new Thread(null, body, "main", 1L << 28);
            th.start();
            started = true;
            th.join();
        } catch (Throwable e) {
            if (started) throw e;
            body.run(); // could not get a big-stack thread (e.g. address-space limit): run on the main thread
        }
        if (__out != null) __out.flush();
        if (__fatal[0] != null) { __fatal[0].printStackTrace(); System.exit(1); }
        System.exit(0);
    }
}
`;
}

function definesClass(code: string, name: string): boolean {
  return new RegExp(`\\bclass\\s+${name}\\b`).test(stripCommentsAndStrings(code));
}

const IMPORTS = `import java.util.*;
import java.util.function.*;
import java.util.stream.*;
import java.io.*;
import java.math.*;
`;

export const javaDriver: LanguageDriver = {
  starterCode,
  buildProgram(sig, userCode) {
    const types = typesUsed(sig);
    // hoist the user's imports (they must precede every class); keep line numbers by leaving blank lines
    const hoisted: string[] = [];
    const body = userCode
      .split('\n')
      .map((line) => {
        if (/^\s*import\s+[\w.*\s]+;\s*$/.test(line) || /^\s*package\s+[\w.]+\s*;\s*$/.test(line)) {
          if (/^\s*import/.test(line)) hoisted.push(line.trim());
          return '';
        }
        return line;
      })
      .join('\n')
      .replace(/\bpublic(\s+(?:final\s+|abstract\s+)?class\s+Solution\b)/, '      $1')
      .replace(
        new RegExp(
          `\\bpublic(\\s+(?:final\\s+)?class\\s+${sig.kind === 'design' ? sig.className : (sig.codec?.className ?? 'Solution')}\\b)`,
        ),
        '      $1',
      );
    let prelude = IMPORTS + (hoisted.length ? `${hoisted.join('\n')}\n` : '');
    if (types.has('ListNode') && !definesClass(userCode, 'ListNode')) prelude += `${LISTNODE_JAVA}\n`;
    if (types.has('TreeNode') && !definesClass(userCode, 'TreeNode')) prelude += `${TREENODE_JAVA}\n`;
    const node = nodeTypeOf(sig);
    if (node && !definesClass(userCode, 'Node')) prelude += `${NODE_JAVA[node]}\n`;
    const user = body.endsWith('\n') ? body : `${body}\n`;
    const userStart = countLines(prelude) + 1;
    const userEnd = userStart + countLines(user) - 1;
    return {
      sourceFile: 'Main.java',
      userLineOffset: userStart - 1,
      files: [{ name: 'Main.java', content: prelude + user + driver(sig, types, userStart, userEnd) }],
      encodeInput(tests: IndexedTest[], nonce: string) {
        return `${nonceLine(nonce)}${tests.length}\n${tests.map((t) => encodeTestTokens(sig, t.index, t.args)).join('\n')}\n`;
      },
    };
  },
};
