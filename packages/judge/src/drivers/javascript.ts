import type { Signature, ValueType } from '../signature.js';
import { countLines, type LanguageDriver, usesType } from './common.js';
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

function docParams(params: { name: string; type: ValueType }[], returns: ValueType | 'void'): string {
  const lines = params.map((p) => ` * @param {${jsDocType(p.type)}} ${p.name}`);
  lines.push(` * @return {${jsDocType(returns)}}`);
  return lines.join('\n');
}

function starterCode(sig: Signature): string {
  let h = '';
  if (usesType(sig, 'ListNode')) h += LISTNODE_COMMENT;
  if (usesType(sig, 'TreeNode')) h += TREENODE_COMMENT;
  if (sig.kind === 'function') {
    const ret = sig.returns === 'void' ? `{void} Do not return anything, modify ${sig.mutates} in-place instead.` : null;
    let doc = docParams(sig.params, sig.returns);
    if (ret) doc = doc.replace(/ \* @return \{void\}$/, ` * @return ${ret}`);
    return `${h}/**\n${doc}\n */\nvar ${sig.name} = function(${sig.params.map((p) => p.name).join(', ')}) {\n    \n};`;
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

function driver(sig: Signature, nonce: string, userStart: number, userEnd: number): string {
  const spec =
    sig.kind === 'function'
      ? {
          kind: 'function',
          params: sig.params.map((p) => p.type),
          returns: sig.returns,
          mutates: sig.returns === 'void' ? sig.params.findIndex((p) => p.name === sig.mutates) : -1,
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
  return `
;(function __ckMain(__ckTarget) {
  const SPEC = ${JSON.stringify(spec)};
  const M = '\\x1eCK${nonce} ';
  const fs = require('fs');
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
  const conv = (t, v) => t === 'ListNode' ? mkList(v) : t === 'TreeNode' ? mkTree(v) : v;
  const ser = (t, v) => {
    if (v === undefined || v === null) return (t === 'ListNode' || t === 'TreeNode') ? [] : null;
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
      const a = SPEC.params.map((t, i) => conv(t, args[i]));
      const r = __ckTarget(...a);
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
  const lines = fs.readFileSync(0, 'utf8').split('\\n');
  const n = parseInt(lines[0], 10);
  for (let k = 0; k < n; k++) {
    const [idx, args] = JSON.parse(lines[1 + k]);
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
})(${target});
`;
}

export const javascriptDriver: LanguageDriver = {
  starterCode,
  buildProgram(sig, userCode, nonce) {
    // LeetCode's node classes, then its library globals (priority queues, Queue, Deque, lodash), then the user's code
    const prelude = NODES + javascriptEnvPrelude();
    const userStart = countLines(prelude) + 1;
    const body = userCode.endsWith('\n') ? userCode : `${userCode}\n`;
    const userEnd = userStart + countLines(body) - 1;
    const content = prelude + body + driver(sig, nonce, userStart, userEnd);
    return {
      sourceFile: 'main.js',
      userLineOffset: userStart - 1,
      files: [{ name: 'main.js', content }],
      encodeInput(tests) {
        return `${tests.length}\n${tests.map((t) => JSON.stringify([t.index, t.args])).join('\n')}\n`;
      },
    };
  },
};
