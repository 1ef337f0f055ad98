import type { MethodSignature, Param, Signature, ValueType } from '../signature.js';
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

export function cppType(t: ValueType | 'void'): string {
  switch (t) {
    case 'void':
      return 'void';
    case 'int':
      return 'int';
    case 'long':
      return 'long long';
    case 'double':
      return 'double';
    case 'bool':
      return 'bool';
    case 'string':
      return 'string';
    case 'char':
      return 'char';
    case 'ListNode':
      return 'ListNode*';
    case 'TreeNode':
      return 'TreeNode*';
    default:
      return `vector<${cppType(t.slice(0, -2) as ValueType)}>`;
  }
}

function cppParam(p: Param): string {
  const t = cppType(p.type);
  return p.type.endsWith('[]') ? `${t}& ${p.name}` : `${t} ${p.name}`;
}

export const LISTNODE_CPP = `struct ListNode {
    int val;
    ListNode *next;
    ListNode() : val(0), next(nullptr) {}
    ListNode(int x) : val(x), next(nullptr) {}
    ListNode(int x, ListNode *next) : val(x), next(next) {}
};`;
export const TREENODE_CPP = `struct TreeNode {
    int val;
    TreeNode *left;
    TreeNode *right;
    TreeNode() : val(0), left(nullptr), right(nullptr) {}
    TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
    TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};`;

const asComment = (title: string, def: string) =>
  `/**\n * ${title}\n${def
    .split('\n')
    .map((l) => ` * ${l}`)
    .join('\n')}\n */\n`;

function starterCode(sig: Signature): string {
  let h = '';
  if (usesType(sig, 'ListNode')) h += asComment('Definition for singly-linked list.', LISTNODE_CPP);
  if (usesType(sig, 'TreeNode')) h += asComment('Definition for a binary tree node.', TREENODE_CPP);
  if (sig.kind === 'function') {
    return `${h}class Solution {\npublic:\n    ${cppType(sig.returns)} ${sig.name}(${sig.params.map(cppParam).join(', ')}) {\n        \n    }\n};`;
  }
  const c = sig.className;
  let s = `${h}class ${c} {\npublic:\n    ${c}(${sig.constructor.params.map(cppParam).join(', ')}) {\n        \n    }\n`;
  for (const m of sig.methods) {
    s += `    \n    ${cppType(m.returns)} ${m.name}(${m.params.map(cppParam).join(', ')}) {\n        \n    }\n`;
  }
  s += `};\n\n/**\n * Your ${c} object will be instantiated and called as such:\n`;
  s += ` * ${c}* obj = new ${c}(${sig.constructor.params.map((p) => p.name).join(', ')});\n`;
  sig.methods.forEach((m, i) => {
    const call = `obj->${m.name}(${m.params.map((p) => p.name).join(',')});`;
    s += m.returns === 'void' ? ` * ${call}\n` : ` * ${cppType(m.returns)} param_${i + 1} = ${call}\n`;
  });
  s += ' */';
  return s;
}

export const C_READER_CORE = `static char* ck_buf; static size_t ck_len, ck_pos;
static void ck_load(void) {
    size_t cap = 1 << 16; ck_len = 0; ck_buf = (char*)malloc(cap);
    for (;;) {
        if (ck_len + 4096 + 1 > cap) { cap *= 2; ck_buf = (char*)realloc(ck_buf, cap); }
        size_t n = fread(ck_buf + ck_len, 1, cap - ck_len - 1, stdin);
        if (n == 0) break;
        ck_len += n;
    }
    ck_buf[ck_len] = 0; ck_pos = 0;
}
static void ck_ws(void) { while (ck_pos < ck_len && (unsigned char)ck_buf[ck_pos] <= ' ') ck_pos++; }
static long long ck_rl(void) { ck_ws(); char* e; long long v = strtoll(ck_buf + ck_pos, &e, 10); ck_pos = (size_t)(e - ck_buf); return v; }
static double ck_rd(void) { ck_ws(); char* e; double v = strtod(ck_buf + ck_pos, &e); ck_pos = (size_t)(e - ck_buf); return v; }
static int ck_isnull(void) { ck_ws(); if (ck_buf[ck_pos] == '#') { ck_pos++; return 1; } return 0; }
static char* ck_rraw(int* lenOut) {
    long long n = ck_rl(); ck_pos++;
    char* s = (char*)malloc((size_t)n + 1); memcpy(s, ck_buf + ck_pos, (size_t)n); s[n] = 0; ck_pos += (size_t)n;
    if (lenOut) *lenOut = (int)n;
    return s;
}
static void ck_marker(const char* kind, long long idx, long long us, const char* payload) {
    if (kind[0] == 'B') printf("\\x1e" "CK%s B %lld\\n", CK_NONCE, idx);
    else { printf("\\n\\x1e" "CK%s %s %lld %lld ", CK_NONCE, kind, idx, us); fputs(payload, stdout); fputc('\\n', stdout); }
    fflush(stdout);
}
static void ck_big_stack(void) {
    /* let deep recursion use more than the default 8 MB main-thread stack (the kernel checks the limit on growth) */
    struct rlimit rl;
    if (getrlimit(RLIMIT_STACK, &rl) == 0) {
        rlim_t want = (rlim_t)1 << 30;
        if (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < want) want = rl.rlim_max;
        if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur < want) { rl.rlim_cur = want; setrlimit(RLIMIT_STACK, &rl); }
    }
}
static long long ck_now_us(void) { struct timespec ts; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); return (long long)ts.tv_sec * 1000000LL + ts.tv_nsec / 1000; }
`;

/** reader function name for a type */
const rname = (t: ValueType) => `ck_r_${t.replace(/\[\]/g, '_a')}`;

function readers(types: Set<ValueType>): string {
  const out: string[] = [];
  for (const t of typeClosure(types)) {
    const ct = cppType(t);
    switch (t) {
      case 'int':
        out.push(`static int ${rname(t)}() { return (int)ck_rl(); }`);
        break;
      case 'long':
        out.push(`static long long ${rname(t)}() { return ck_rl(); }`);
        break;
      case 'double':
        out.push(`static double ${rname(t)}() { return ck_rd(); }`);
        break;
      case 'bool':
        out.push(`static bool ${rname(t)}() { return ck_rl() != 0; }`);
        break;
      case 'char':
        out.push(`static char ${rname(t)}() { return (char)ck_rl(); }`);
        break;
      case 'string':
        out.push(`static string ${rname(t)}() { int n; char* s = ck_rraw(&n); string r(s, n); free(s); return r; }`);
        break;
      case 'ListNode':
        out.push(`static ListNode* ${rname(t)}() { long long n = ck_rl(); ListNode* head = nullptr; ListNode* tail = nullptr;
    for (long long i = 0; i < n; i++) { ListNode* x = new ListNode((int)ck_rl()); x->next = nullptr; if (tail) tail->next = x; else head = x; tail = x; }
    return head; }`);
        break;
      case 'TreeNode':
        out.push(`static TreeNode* ${rname(t)}() { long long n = ck_rl(); vector<TreeNode*> nodes;
    for (long long i = 0; i < n; i++) { if (ck_isnull()) nodes.push_back(nullptr); else { TreeNode* x = new TreeNode((int)ck_rl()); x->left = x->right = nullptr; nodes.push_back(x); } }
    if (n == 0 || !nodes[0]) return nullptr;
    size_t q = 0, i = 1; vector<TreeNode*> queue{nodes[0]};
    while (q < queue.size() && i < nodes.size()) { TreeNode* p = queue[q++];
        if (i < nodes.size()) { p->left = nodes[i++]; if (p->left) queue.push_back(p->left); }
        if (i < nodes.size()) { p->right = nodes[i++]; if (p->right) queue.push_back(p->right); } }
    return nodes[0]; }`);
        break;
      default: {
        const inner = t.slice(0, -2) as ValueType;
        out.push(
          `static ${ct} ${rname(t)}() { long long n = ck_rl(); ${ct} v; v.reserve((size_t)n); for (long long i = 0; i < n; i++) v.push_back(${rname(inner)}()); return v; }`,
        );
      }
    }
  }
  return out.join('\n');
}

const SERIALIZERS = `static void ck_jstr(string& o, const char* s, size_t n) {
    o += '"';
    for (size_t i = 0; i < n; i++) { unsigned char c = (unsigned char)s[i];
        if (c == '"') o += "\\\\\\""; else if (c == '\\\\') o += "\\\\\\\\"; else if (c == '\\n') o += "\\\\n"; else if (c == '\\r') o += "\\\\r"; else if (c == '\\t') o += "\\\\t";
        else if (c < 0x20) { char b[8]; snprintf(b, sizeof b, "\\\\u%04x", c); o += b; } else o += (char)c; }
    o += '"';
}
static void ckj(string& o, int v) { o += to_string(v); }
static void ckj(string& o, long v) { o += to_string(v); }
static void ckj(string& o, long long v) { o += to_string(v); }
static void ckj(string& o, unsigned v) { o += to_string(v); }
static void ckj(string& o, unsigned long v) { o += to_string(v); }
static void ckj(string& o, unsigned long long v) { o += to_string(v); }
static void ckj(string& o, short v) { o += to_string(v); }
static void ckj(string& o, double v) { if (!std::isfinite(v)) { o += "null"; return; } char b[64]; snprintf(b, sizeof b, "%.17g", v); o += b; }
static void ckj(string& o, float v) { ckj(o, (double)v); }
static void ckj(string& o, long double v) { ckj(o, (double)v); }
static void ckj(string& o, bool v) { o += v ? "true" : "false"; }
static void ckj(string& o, char v) { ck_jstr(o, &v, 1); }
static void ckj(string& o, const string& v) { ck_jstr(o, v.data(), v.size()); }
static void ckj(string& o, const char* v) { if (!v) o += "null"; else ck_jstr(o, v, strlen(v)); }
#ifdef CK_LIST
static void ckj(string& o, ListNode* v) { o += '['; long long n = 0;
    for (ListNode* p = v; p; p = p->next) { if (n) o += ','; o += to_string(p->val); if (++n > 2000000) throw runtime_error("linked list has a cycle (or is too long)"); }
    o += ']'; }
#endif
#ifdef CK_TREE
static void ckj(string& o, TreeNode* v) { vector<TreeNode*> q{v}; vector<string> vals;
    for (size_t i = 0; i < q.size(); i++) { TreeNode* p = q[i]; if (p) { vals.push_back(to_string(p->val)); q.push_back(p->left); q.push_back(p->right); } else vals.push_back("null");
        if (q.size() > 4000000) throw runtime_error("tree too large (cycle?)"); }
    while (!vals.empty() && vals.back() == "null") vals.pop_back();
    o += '['; for (size_t i = 0; i < vals.size(); i++) { if (i) o += ','; o += vals[i]; } o += ']'; }
#endif
static void ckj(string& o, const vector<bool>& v) { o += '['; for (size_t i = 0; i < v.size(); i++) { if (i) o += ','; o += v[i] ? "true" : "false"; } o += ']'; }
template <class T> static void ckj(string& o, const vector<T>& v) { o += '['; for (size_t i = 0; i < v.size(); i++) { if (i) o += ','; ckj(o, v[i]); } o += ']'; }
`;

function callExpr(target: string, name: string, params: Param[], pref: string): string {
  return `${target}${name}(${params.map((_, i) => `${pref}${i}`).join(', ')})`;
}

function readArgs(params: Param[], pref: string, indent: string): string {
  return params.map((p, i) => `${indent}${cppType(p.type)} ${pref}${i} = ${rname(p.type)}();\n`).join('');
}

function functionMain(sig: Extract<Signature, { kind: 'function' }>): string {
  const mut = sig.returns === 'void' ? sig.params.findIndex((p) => p.name === sig.mutates) : -1;
  const call = callExpr('ck_sol->', sig.name, sig.params, 'a');
  const body =
    sig.returns === 'void'
      ? `            ${call};\n            long long ck_us = ck_now_us() - ck_t0;\n            ckj(ck_res, a${mut});`
      : `            auto ck_r = ${call};\n            long long ck_us = ck_now_us() - ck_t0;\n            ckj(ck_res, ck_r);`;
  return `${readArgs(sig.params, 'a', '        ')}        ck_begin(ck_idx);
        long long ck_t0 = ck_now_us();
        try {
            Solution* ck_sol = new Solution();
${body}
            ck_end("R", ck_idx, ck_us, ck_res);
        }`;
}

function designMain(sig: Extract<Signature, { kind: 'design' }>): string {
  const c = sig.className;
  const cases: string[] = [];
  cases.push(
    `                case 0: {\n${readArgs(sig.constructor.params, 'p', '                    ')}                    ck_obj = new ${c}(${sig.constructor.params.map((_, i) => `p${i}`).join(', ')}); ck_res += "null"; break; }`,
  );
  sig.methods.forEach((m: MethodSignature, mi) => {
    const call = callExpr('ck_obj->', m.name, m.params, 'p');
    const exec = m.returns === 'void' ? `${call}; ck_res += "null";` : `auto ck_r = ${call}; ckj(ck_res, ck_r);`;
    cases.push(
      `                case ${mi + 1}: {\n${readArgs(m.params, 'p', '                    ')}                    ${exec} break; }`,
    );
  });
  return `        long long ck_n = ck_rl();
        ck_begin(ck_idx);
        long long ck_t0 = ck_now_us();
        try {
            ${c}* ck_obj = nullptr;
            ck_res += '[';
            for (long long ck_c = 0; ck_c < ck_n; ck_c++) {
                if (ck_c) ck_res += ',';
                switch ((int)ck_rl()) {
${cases.join('\n')}
                }
            }
            ck_res += ']';
            long long ck_us = ck_now_us() - ck_t0;
            (void)ck_obj;
            ck_end("R", ck_idx, ck_us, ck_res);
        }`;
}

function definesType(code: string, name: string): boolean {
  return new RegExp(`\\b(struct|class)\\s+${name}\\s*\\{`).test(stripCommentsAndStrings(code));
}

export const cppDriver: LanguageDriver = {
  starterCode,
  buildProgram(sig, userCode, nonce) {
    const types = typesUsed(sig);
    const list = types.has('ListNode');
    const tree = types.has('TreeNode');
    let prelude = `#include <bits/stdc++.h>\n#include <time.h>\n#include <sys/resource.h>\n#include <cxxabi.h>\nusing namespace std;\n`;
    if (list && !definesType(userCode, 'ListNode')) prelude += `${LISTNODE_CPP}\n`;
    if (tree && !definesType(userCode, 'TreeNode')) prelude += `${TREENODE_CPP}\n`;
    const offset = countLines(prelude);
    const user = userCode.endsWith('\n') ? userCode : `${userCode}\n`;
    const driver = `
// ---------------- CodingKaro driver ----------------
#define CK_NONCE "${nonce}"
${list ? '#define CK_LIST 1' : ''}
${tree ? '#define CK_TREE 1' : ''}
${C_READER_CORE}
${readers(types)}
${SERIALIZERS}
static void ck_begin(long long idx) { std::cout.flush(); fflush(stdout); ck_marker("B", idx, 0, ""); }
static void ck_end(const char* kind, long long idx, long long us, const string& payload) { std::cout.flush(); fflush(stdout); ck_marker(kind, idx, us, payload.c_str()); }
static string ck_err(const string& s) { string o; ck_jstr(o, s.data(), s.size()); return o; }
static string ck_exname(const std::exception& e) { int st = 0; char* d = abi::__cxa_demangle(typeid(e).name(), nullptr, nullptr, &st); string r = d ? d : typeid(e).name(); free(d); return r; }
int main() {
    ck_big_stack();
    ck_load();
    long long ck_tests = ck_rl();
    for (long long ck_t = 0; ck_t < ck_tests; ck_t++) {
        long long ck_idx = ck_rl();
        string ck_res;
${sig.kind === 'function' ? functionMain(sig) : designMain(sig)} catch (const std::bad_alloc& e) {
            ck_end("E", ck_idx, ck_now_us() - ck_t0, ck_err("std::bad_alloc: out of memory"));
        } catch (const std::exception& e) {
            ck_end("E", ck_idx, ck_now_us() - ck_t0, ck_err("terminate called after throwing an instance of '" + ck_exname(e) + "'\\n  what():  " + e.what()));
        } catch (...) {
            ck_end("E", ck_idx, ck_now_us() - ck_t0, ck_err("terminate called after throwing an unknown exception"));
        }
    }
    return 0;
}
`;
    return {
      sourceFile: 'main.cpp',
      userLineOffset: offset,
      files: [{ name: 'main.cpp', content: prelude + user + driver }],
      encodeInput(tests: IndexedTest[]) {
        return `${tests.length}\n${tests.map((t) => encodeTestTokens(sig, t.index, t.args)).join('\n')}\n`;
      },
    };
  },
};
