import type { JavaStyle, MethodSignature, Param, Signature, ValueType } from '../signature.js';
import { encodeTestTokens } from '../values.js';
import {
  countLines,
  type IndexedTest,
  type LanguageDriver,
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
  if (sig.kind === 'function') {
    return `${h}class Solution {\n    public ${javaReturnType(sig.returns, sig.javaReturns)} ${sig.name}(${sig.params.map(jp).join(', ')}) {\n        \n    }\n}`;
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

function functionBody(sig: Extract<Signature, { kind: 'function' }>): string {
  const call = `new Solution().${sig.name}(${sig.params.map((_, i) => `a${i}`).join(', ')})`;
  const mut = sig.returns === 'void' ? sig.params.findIndex((p) => p.name === sig.mutates) : -1;
  const retType = mut >= 0 ? sig.params[mut]!.type : sig.returns;
  const exec = mut >= 0 ? `${call};\n                Object __r = a${mut};` : `Object __r = ${call};`;
  return `${readArgs(sig.params, 'a', '            ')}            __begin(__idx);
            long __t0 = __cpu();
            try {
                ${exec}
                long __us = (__cpu() - __t0) / 1000;
                StringBuilder __sb = new StringBuilder();
                __j(__sb, __r, "${retType}");
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

function driver(sig: Signature, nonce: string, types: Set<ValueType>, userStart: number, userEnd: number): string {
  const list = types.has('ListNode');
  const tree = types.has('TreeNode');
  return `
public class Main {
    static final String __M = "\\u001eCK${nonce} ";
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
${readers(types)}
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
        if (v == null) { o.append(type.equals("ListNode") || type.equals("TreeNode") ? "[]" : "null"); return; }
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
        int __tests = (int) __rl();
        for (int __t = 0; __t < __tests; __t++) {
            int __idx = (int) __rl();
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
  buildProgram(sig, userCode, nonce) {
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
        new RegExp(`\\bpublic(\\s+(?:final\\s+)?class\\s+${sig.kind === 'design' ? sig.className : 'Solution'}\\b)`),
        '      $1',
      );
    let prelude = IMPORTS + (hoisted.length ? `${hoisted.join('\n')}\n` : '');
    if (types.has('ListNode') && !definesClass(userCode, 'ListNode')) prelude += `${LISTNODE_JAVA}\n`;
    if (types.has('TreeNode') && !definesClass(userCode, 'TreeNode')) prelude += `${TREENODE_JAVA}\n`;
    const user = body.endsWith('\n') ? body : `${body}\n`;
    const userStart = countLines(prelude) + 1;
    const userEnd = userStart + countLines(user) - 1;
    return {
      sourceFile: 'Main.java',
      userLineOffset: userStart - 1,
      files: [{ name: 'Main.java', content: prelude + user + driver(sig, nonce, types, userStart, userEnd) }],
      encodeInput(tests: IndexedTest[]) {
        return `${tests.length}\n${tests.map((t) => encodeTestTokens(sig, t.index, t.args)).join('\n')}\n`;
      },
    };
  },
};
