import { type NodeType, nodeTypeOf, type Signature, type ValueType } from '../signature.js';
import {
  countLines,
  DEEP_COPY_MESSAGE,
  type LanguageDriver,
  nonceLine,
  paramPlans,
  prefixOfIndex,
  returnRefIndex,
  usesType,
} from './common.js';
import { javascriptEnvPrelude } from './javascript-env.js';

function jsDocType(t: ValueType | 'void'): string {
  switch (t) {
    case 'void':
      return 'void';
    case 'int':
    case 'long':
    case 'double':
      return 'number';
    case 'bool':
      return 'boolean';
    case 'string':
      return 'string';
    case 'char':
      return 'character';
    case 'ListNode':
      return 'ListNode';
    case 'TreeNode':
      return 'TreeNode';
    case 'GraphNode':
    case 'RandomListNode':
    case 'NextTreeNode':
    case 'NaryTreeNode':
      return '_Node';
    default:
      return `${jsDocType(t.slice(0, -2) as ValueType)}[]`;
  }
}

const LISTNODE_COMMENT = `/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
`;
const TREENODE_COMMENT = `/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
`;

/** LeetCode's JavaScript Node classes (named _Node there; the driver also answers to Node). */
const NODE_JS: Record<NodeType, string> = {
  GraphNode: `function _Node(val, neighbors) {
    this.val = val === undefined ? 0 : val;
    this.neighbors = neighbors === undefined ? [] : neighbors;
};`,
  RandomListNode: `function _Node(val, next, random) {
    this.val = val;
    this.next = next;
    this.random = random;
};`,
  NextTreeNode: `function _Node(val, left, right, next) {
    this.val = val === undefined ? null : val;
    this.left = left === undefined ? null : left;
    this.right = right === undefined ? null : right;
    this.next = next === undefined ? null : next;
};`,
  NaryTreeNode: `function _Node(val, children) {
    this.val = val === undefined ? 0 : val;
    this.children = children === undefined ? [] : children;
};`,
};

function docParams(params: { name: string; type: ValueType }[], returns: ValueType | 'void'): string {
  const lines = params.map((p) => ` * @param {${jsDocType(p.type)}} ${p.name}`);
  lines.push(` * @return {${jsDocType(returns)}}`);
  return lines.join('\n');
}

function starterCode(sig: Signature): string {
  let h = '';
  if (usesType(sig, 'ListNode')) h += LISTNODE_COMMENT;
  if (usesType(sig, 'TreeNode')) h += TREENODE_COMMENT;
  const node = nodeTypeOf(sig);
  if (node)
    h += `/**\n * // Definition for a _Node.\n${NODE_JS[node]
      .split('\n')
      .map((l) => ` * ${l}`)
      .join('\n')}\n */\n\n`;
  if (sig.kind === 'function' && sig.codec) {
    const t = jsDocType(sig.returns);
    const c = sig.codec;
    return `${h}/**\n * Encodes a tree to a single string.\n *\n * @param {${t}} root\n * @return {string}\n */\nvar ${c.serialize} = function(root) {\n    \n};\n\n/**\n * Decodes your encoded data to tree.\n *\n * @param {string} data\n * @return {${t}}\n */\nvar ${sig.name} = function(data) {\n    \n};\n\n/**\n * Your functions will be called as such:\n * ${sig.name}(${c.serialize}(root));\n */`;
  }
  if (sig.kind === 'function') {
    const ret = sig.returns === 'void' ? `{void} Do not return anything, modify ${sig.mutates} in-place instead.` : null;
    let doc = docParams(sig.params, sig.returns);
    if (ret) doc = doc.replace(/ \* @return \{void\}$/, ` * @return ${ret}`);
    const passed = sig.params.filter((p) => !p.hidden);
    doc = doc
      .split('\n')
      .filter((l) => !sig.params.some((p) => p.hidden && l.endsWith(`} ${p.name}`)))
      .join('\n');
    return `${h}/**\n${doc}\n */\nvar ${sig.name} = function(${passed.map((p) => p.name).join(', ')}) {\n    \n};`;
  }
  const c = sig.className;
  let s = h;
  const ctorDoc = sig.constructor.params.map((p) => ` * @param {${jsDocType(p.type)}} ${p.name}`).join('\n');
  s += ctorDoc ? `/**\n${ctorDoc}\n */\n` : '';
  s += `var ${c} = function(${sig.constructor.params.map((p) => p.name).join(', ')}) {\n    \n};\n`;
  for (const m of sig.methods) {
    s += `\n/** \n${docParams(m.params, m.returns)}\n */\n${c}.prototype.${m.name} = function(${m.params.map((p) => p.name).join(', ')}) {\n    \n};\n`;
  }
  s += `\n/** \n * Your ${c} object will be instantiated and called as such:\n`;
  s += ` * var obj = new ${c}(${sig.constructor.params.map((p) => p.name).join(', ')})\n`;
  sig.methods.forEach((m, i) => {
    const call = `obj.${m.name}(${m.params.map((p) => p.name).join(',')})`;
    s += m.returns === 'void' ? ` * ${call}\n` : ` * var param_${i + 1} = ${call}\n`;
  });
  s += ' */';
  return s;
}

const NODES = `globalThis.ListNode = function ListNode(val, next) {
    this.val = (val===undefined ? 0 : val);
    this.next = (next===undefined ? null : next);
};
globalThis.TreeNode = function TreeNode(val, left, right) {
    this.val = (val===undefined ? 0 : val);
    this.left = (left===undefined ? null : left);
    this.right = (right===undefined ? null : right);
};
`;

function driver(sig: Signature, userStart: number, userEnd: number): string {
  const spec =
    sig.kind === 'function'
      ? {
          kind: 'function',
          params: sig.params.map((p) => p.type),
          plans: paramPlans(sig),
          returns: sig.returns,
          mutates: sig.returns === 'void' ? sig.params.findIndex((p) => p.name === sig.mutates) : -1,
          returnRef: returnRefIndex(sig),
          prefixOf: prefixOfIndex(sig),
          codec: sig.codec ? sig.codec.serialize : null,
        }
      : {
          kind: 'design',
          ctor: sig.constructor.params.map((p) => p.type),
          methods: Object.fromEntries(sig.methods.map((m) => [m.name, [m.params.map((p) => p.type), m.returns]])),
        };
  const target =
    sig.kind === 'function'
      ? `(typeof ${sig.name} !== 'undefined' ? ${sig.name} : undefined)`
      : `(typeof ${sig.className} !== 'undefined' ? ${sig.className} : undefined)`;
  const encode =
    sig.kind === 'function' && sig.codec
      ? `(typeof ${sig.codec.serialize} !== 'undefined' ? ${sig.codec.serialize} : undefined)`
      : 'undefined';
  return `
;(function __ckMain(__ckTarget, __ckEncode) {
  const SPEC = ${JSON.stringify(spec)};
  const fs = require('fs');
  const lines = fs.readFileSync(0, 'utf8').split('\\n');
  const M = '\\x1eCK' + lines[0].slice(lines[0].indexOf(' ') + 1) + ' ';
  const write = (s) => process.stdout.write(s);
  const mkList = (vals) => { let h = null; for (let i = vals.length - 1; i >= 0; i--) { const n = new globalThis.ListNode(vals[i]); n.next = h; h = n; } return h; };
  const mkTree = (vals) => {
    if (!vals.length || vals[0] === null) return null;
    const root = new globalThis.TreeNode(vals[0]); const q = [root]; let qi = 0; let i = 1;
    while (qi < q.length && i < vals.length) {
      const node = q[qi++];
      if (i < vals.length && vals[i] !== null) { node.left = new globalThis.TreeNode(vals[i]); q.push(node.left); } i++;
      if (i < vals.length && vals[i] !== null) { node.right = new globalThis.TreeNode(vals[i]); q.push(node.right); } i++;
    }
    return root;
  };
  const inputNodes = new Set();
  const N = (...a) => { const n = new globalThis._Node(...a); inputNodes.add(n); return n; };
  const mkGraph = (adj) => {
    const nodes = adj.map((_, i) => N(i + 1, []));
    adj.forEach((row, i) => { nodes[i].neighbors = row.map((x) => nodes[x - 1]); });
    return nodes.length ? nodes[0] : null;
  };
  const mkRandom = (pairs) => {
    const nodes = pairs.map(([v]) => N(v, null, null));
    pairs.forEach(([, r], i) => { nodes[i].next = nodes[i + 1] || null; nodes[i].random = r === null ? null : nodes[r]; });
    return nodes.length ? nodes[0] : null;
  };
  const mkNext = (vals) => {
    if (!vals.length) return null;
    const root = N(vals[0], null, null, null); const q = [root]; let qi = 0; let i = 1;
    while (qi < q.length && i < vals.length) {
      const node = q[qi++];
      if (i < vals.length && vals[i] !== null) { node.left = N(vals[i], null, null, null); q.push(node.left); } i++;
      if (i < vals.length && vals[i] !== null) { node.right = N(vals[i], null, null, null); q.push(node.right); } i++;
    }
    return root;
  };
  const mkNary = (vals) => {
    if (!vals.length) return null;
    const root = N(vals[0], []); const q = [root]; let qi = 0; let i = 2;
    while (i < vals.length && qi < q.length) {
      const parent = q[qi++];
      for (; i < vals.length && vals[i] !== null; i++) { const c = N(vals[i], []); parent.children.push(c); q.push(c); }
      i++;
    }
    return root;
  };
  const conv = (t, v) => t === 'ListNode' ? mkList(v) : t === 'ListNode[]' ? v.map(mkList) : t === 'TreeNode' ? mkTree(v) : t === 'GraphNode' ? mkGraph(v)
    : t === 'RandomListNode' ? mkRandom(v) : t === 'NextTreeNode' ? mkNext(v) : t === 'NaryTreeNode' ? mkNary(v) : v;
  const LIMIT = 4000000;
  const serRandom = (head) => {
    const idx = new Map(); const nodes = [];
    for (let n = head; n; n = n.next) { if (idx.has(n) || nodes.length > LIMIT) throw new Error('linked list has a cycle (or is too long)'); idx.set(n, nodes.length); nodes.push(n); }
    if (nodes.some((n) => inputNodes.has(n) || (n.random && inputNodes.has(n.random)))) return ${JSON.stringify(DEEP_COPY_MESSAGE)};
    return nodes.map((n) => [n.val, n.random ? (idx.has(n.random) ? idx.get(n.random) : 'a node outside the list') : null]);
  };
  const serGraph = (node) => {
    const seen = new Set([node]); const q = [node];
    for (let qi = 0; qi < q.length; qi++) { if (inputNodes.has(q[qi])) return ${JSON.stringify(DEEP_COPY_MESSAGE)}; for (const x of q[qi].neighbors || []) if (x && !seen.has(x)) { seen.add(x); q.push(x); } if (q.length > LIMIT) throw new Error('graph too large'); }
    const n = Math.max(...q.map((x) => x.val)); const adj = Array.from({ length: n }, () => []);
    for (const x of q) if (x.val >= 1) adj[x.val - 1] = (x.neighbors || []).map((y) => y.val);
    return adj;
  };
  const serNext = (root) => {
    const out = [];
    for (let level = root; level;) {
      let below = null;
      for (let n = level; n; n = n.next) { out.push(n.val); if (!below) below = n.left || n.right || null; if (out.length > LIMIT) throw new Error('next pointers form a cycle'); }
      out.push('#'); level = below;
    }
    return out;
  };
  const serNary = (root) => {
    const out = [root.val, null]; const q = [root];
    for (let qi = 0; qi < q.length; qi++) { for (const c of q[qi].children || []) { out.push(c.val); q.push(c); } out.push(null); if (out.length > LIMIT) throw new Error('tree too large (cycle?)'); }
    while (out.length && out[out.length - 1] === null) out.pop();
    return out;
  };
  const listAt = (head, k) => { let n = head; for (let i = 0; i < k && n; i++) n = n.next; return n; };
  const positions = (t, v) => {
    const pos = new Map(); if (!v) return pos;
    if (t === 'ListNode') { let i = 0; for (let n = v; n && !pos.has(n); n = n.next) pos.set(n, i++); return pos; }
    const q = [v]; pos.set(v, 0); let p = 1;
    for (let qi = 0; qi < q.length; qi++) for (const c of [q[qi].left, q[qi].right]) { if (c) { pos.set(c, p); q.push(c); } p++; }
    return pos;
  };
  const build = (args) => {
    const a = SPEC.params.map((t, i) => SPEC.plans[i].nodeOf >= 0 ? null : conv(t, args[i]));
    SPEC.plans.forEach((pl, i) => {
      if (pl.cycle >= 0 && args[pl.cycle] >= 0 && a[i]) { let tail = a[i]; while (tail.next) tail = tail.next; tail.next = listAt(a[i], args[pl.cycle]); }
      if (pl.tail) {
        const [w, sk, wsk] = pl.tail; const shared = listAt(a[w], args[wsk]);
        if (shared) { if (args[sk] === 0) a[i] = shared; else { const before = listAt(a[i], args[sk] - 1); if (before) before.next = shared; } }
      }
    });
    SPEC.plans.forEach((pl, i) => {
      if (pl.nodeOf < 0) return;
      for (const [node, k] of positions(SPEC.params[pl.nodeOf], a[pl.nodeOf])) if (k === args[i]) a[i] = node;
    });
    return a;
  };
  const ser = (t, v) => {
    if (v === undefined || v === null) return (t === 'ListNode' || t === 'TreeNode' || t === 'GraphNode' || t === 'RandomListNode' || t === 'NextTreeNode' || t === 'NaryTreeNode') ? [] : null;
    if (t === 'GraphNode') return serGraph(v);
    if (t === 'RandomListNode') return serRandom(v);
    if (t === 'NextTreeNode') return serNext(v);
    if (t === 'NaryTreeNode') return serNary(v);
    if (t === 'ListNode') { const out = []; for (let n = v; n; n = n.next) { out.push(n.val); if (out.length > 2000000) throw new Error('linked list has a cycle (or is too long)'); } return out; }
    if (t === 'TreeNode') {
      const out = []; const q = [v]; let qi = 0;
      while (qi < q.length) { const n = q[qi++]; if (n) { out.push(n.val); q.push(n.left, n.right); } else out.push(null); if (out.length > 4000000) throw new Error('tree too large (cycle?)'); }
      while (out.length && out[out.length - 1] === null) out.pop();
      return out;
    }
    if (t.endsWith('[]')) {
      const inner = t.slice(0, -2);
      if (typeof v === 'string' && inner === 'char') return v.split('');
      if (typeof v[Symbol.iterator] === 'function') return Array.from(v, (x) => ser(inner, x));
      return v;
    }
    if (t === 'bool') return !!v;
    return v;
  };
  const errMsg = (e) => {
    if (!(e instanceof Error)) return 'Uncaught ' + String(e);
    let text = e.name + ': ' + e.message;
    const m = String(e.stack || '').split('\\n').slice(1).map((l) => /^\\s*at (?:(\\S+) .*?)?\\(?.*?main\\.js:(\\d+):\\d+\\)?$/.exec(l)).find((x) => x && +x[2] >= ${userStart} && +x[2] <= ${userEnd});
    if (m) text += '\\nLine ' + (+m[2] - ${userStart - 1}) + ' in ' + (m[1] || 'anonymous') + ' (solution.js)';
    return text;
  };
  const runOne = (args) => {
    if (SPEC.kind === 'function') {
      if (typeof __ckTarget !== 'function') throw new Error('function is not defined');
      inputNodes.clear();
      const a = build(args);
      const refs = SPEC.returnRef >= 0 ? positions(SPEC.params[SPEC.returnRef], a[SPEC.returnRef]) : null;
      let r;
      if (SPEC.codec) {
        if (typeof __ckEncode !== 'function') throw new Error(SPEC.codec + ' is not defined');
        const data = __ckEncode(a[0]);
        r = __ckTarget(data);
      } else r = __ckTarget(...a.filter((_, i) => SPEC.plans[i].passed));
      if (refs) return r === null || r === undefined ? null : refs.has(r) ? refs.get(r) : -1;
      if (SPEC.prefixOf >= 0) return [ser(SPEC.returns, r), ser(SPEC.params[SPEC.prefixOf], a[SPEC.prefixOf])];
      return SPEC.mutates >= 0 ? ser(SPEC.params[SPEC.mutates], a[SPEC.mutates]) : ser(SPEC.returns, r);
    }
    const [calls, cargs] = args;
    const res = [];
    let obj = null;
    for (let i = 0; i < calls.length; i++) {
      if (i === 0) { obj = new __ckTarget(...SPEC.ctor.map((t, j) => conv(t, cargs[0][j]))); res.push(null); continue; }
      const [ptypes, rt] = SPEC.methods[calls[i]];
      const r = obj[calls[i]](...ptypes.map((t, j) => conv(t, cargs[i][j])));
      res.push(rt === 'void' ? null : ser(rt, r));
    }
    return res;
  };
  const n = parseInt(lines[1], 10);
  for (let k = 0; k < n; k++) {
    const [idx, args] = JSON.parse(lines[2 + k]);
    write(M + 'B ' + idx + '\\n');
    const t0 = process.cpuUsage();
    try {
      const r = runOne(args);
      const dt = ((u) => u.user + u.system)(process.cpuUsage(t0));
      write('\\n' + M + 'R ' + idx + ' ' + dt + ' ' + JSON.stringify(r === undefined ? null : r) + '\\n');
    } catch (e) {
      const dt = ((u) => u.user + u.system)(process.cpuUsage(t0));
      write('\\n' + M + 'E ' + idx + ' ' + dt + ' ' + JSON.stringify(errMsg(e)) + '\\n');
    }
  }
})(${target}, ${encode});
`;
}

export const javascriptDriver: LanguageDriver = {
  starterCode,
  buildProgram(sig, userCode) {
    // LeetCode's node classes, then its library globals (priority queues, Queue, Deque, lodash), then the user's code
    const node = nodeTypeOf(sig);
    const nodeClass = node ? `globalThis._Node = globalThis.Node = ${NODE_JS[node].replace(/;$/, '')};\n` : '';
    const prelude = NODES + nodeClass + javascriptEnvPrelude();
    const userStart = countLines(prelude) + 1;
    const body = userCode.endsWith('\n') ? userCode : `${userCode}\n`;
    const userEnd = userStart + countLines(body) - 1;
    const content = prelude + body + driver(sig, userStart, userEnd);
    return {
      sourceFile: 'main.js',
      userLineOffset: userStart - 1,
      files: [{ name: 'main.js', content }],
      encodeInput(tests, nonce) {
        return `${nonceLine(nonce)}${tests.length}\n${tests.map((t) => JSON.stringify([t.index, t.args])).join('\n')}\n`;
      },
    };
  },
};
