import { CPP_RUNTIME_TYPES, cppRuntimeInclude } from '@codingkaro/runner';
import {
  isNodeType,
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
    case 'GraphNode':
    case 'RandomListNode':
    case 'NextTreeNode':
    case 'NaryTreeNode':
      return 'Node*';
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

/** LeetCode's C++ Node classes. */
export const NODE_CPP: Record<NodeType, string> = {
  GraphNode: `class Node {
public:
    int val;
    vector<Node*> neighbors;
    Node() {
        val = 0;
        neighbors = vector<Node*>();
    }
    Node(int _val) {
        val = _val;
        neighbors = vector<Node*>();
    }
    Node(int _val, vector<Node*> _neighbors) {
        val = _val;
        neighbors = _neighbors;
    }
};`,
  RandomListNode: `class Node {
public:
    int val;
    Node* next;
    Node* random;
    
    Node(int _val) {
        val = _val;
        next = NULL;
        random = NULL;
    }
};`,
  NextTreeNode: `class Node {
public:
    int val;
    Node* left;
    Node* right;
    Node* next;

    Node() : val(0), left(NULL), right(NULL), next(NULL) {}

    Node(int _val) : val(_val), left(NULL), right(NULL), next(NULL) {}

    Node(int _val, Node* _left, Node* _right, Node* _next)
        : val(_val), left(_left), right(_right), next(_next) {}
};`,
  NaryTreeNode: `class Node {
public:
    int val;
    vector<Node*> children;

    Node() {}

    Node(int _val) {
        val = _val;
    }

    Node(int _val, vector<Node*> _children) {
        val = _val;
        children = _children;
    }
};`,
};

/** Readers (`ck_r_<Type>`) and the result serializer `ckj(string&, Node*)` for the signature's Node type. */
const NODE_CPP_IO: Record<NodeType, string> = {
  GraphNode: `static Node* ck_r_GraphNode() { long long n = ck_rl(); vector<Node*> nodes;
    for (long long i = 0; i < n; i++) { Node* x = new Node((int)(i + 1)); ck_inputs.insert(x); nodes.push_back(x); }
    for (long long i = 0; i < n; i++) { long long m = ck_rl(); for (long long j = 0; j < m; j++) nodes[i]->neighbors.push_back(nodes[ck_rl() - 1]); }
    return n ? nodes[0] : nullptr; }
static void ckj(string& o, Node* v) { if (!v) { o += "[]"; return; }
    unordered_set<Node*> seen{v}; vector<Node*> q{v}; int mx = 0;
    for (size_t i = 0; i < q.size(); i++) { if (ck_inputs.count(q[i])) { ck_jstr(o, CK_DEEP, strlen(CK_DEEP)); return; } mx = max(mx, q[i]->val);
        for (Node* y : q[i]->neighbors) if (y && !seen.count(y)) { seen.insert(y); q.push_back(y); } }
    vector<vector<int>> adj(mx > 0 ? mx : 0);
    for (Node* x : q) if (x->val >= 1) { adj[x->val - 1].clear(); for (Node* y : x->neighbors) adj[x->val - 1].push_back(y ? y->val : 0); }
    ckj(o, adj); }`,
  RandomListNode: `static Node* ck_r_RandomListNode() { long long n = ck_rl(); vector<Node*> nodes; vector<long long> r;
    for (long long i = 0; i < n; i++) { Node* x = new Node((int)ck_rl()); ck_inputs.insert(x); nodes.push_back(x); r.push_back(ck_isnull() ? -1 : ck_rl()); }
    for (long long i = 0; i < n; i++) { nodes[i]->next = i + 1 < n ? nodes[i + 1] : nullptr; nodes[i]->random = r[i] < 0 ? nullptr : nodes[r[i]]; }
    return n ? nodes[0] : nullptr; }
static void ckj(string& o, Node* v) { unordered_map<Node*, long long> idx; vector<Node*> nodes;
    for (Node* p = v; p; p = p->next) { if (idx.count(p) || nodes.size() > 4000000) throw runtime_error("linked list has a cycle (or is too long)"); idx[p] = (long long)nodes.size(); nodes.push_back(p); }
    for (Node* p : nodes) if (ck_inputs.count(p) || (p->random && ck_inputs.count(p->random))) { ck_jstr(o, CK_DEEP, strlen(CK_DEEP)); return; }
    o += '['; for (size_t i = 0; i < nodes.size(); i++) { if (i) o += ','; o += '['; o += to_string(nodes[i]->val); o += ',';
        Node* r = nodes[i]->random; if (!r) o += "null"; else if (idx.count(r)) o += to_string(idx[r]); else o += "\\"a node outside the list\\""; o += ']'; }
    o += ']'; }`,
  NextTreeNode: `static Node* ck_r_NextTreeNode() { long long n = ck_rl(); vector<Node*> nodes;
    for (long long i = 0; i < n; i++) { if (ck_isnull()) nodes.push_back(nullptr); else { Node* x = new Node((int)ck_rl()); ck_inputs.insert(x); nodes.push_back(x); } }
    if (n == 0 || !nodes[0]) return nullptr;
    size_t q = 0, i = 1; vector<Node*> queue{nodes[0]};
    while (q < queue.size() && i < nodes.size()) { Node* p = queue[q++];
        if (i < nodes.size()) { p->left = nodes[i++]; if (p->left) queue.push_back(p->left); }
        if (i < nodes.size()) { p->right = nodes[i++]; if (p->right) queue.push_back(p->right); } }
    return nodes[0]; }
static void ckj(string& o, Node* v) { o += '['; size_t n = 0;
    for (Node* level = v; level;) { Node* below = nullptr;
        for (Node* p = level; p; p = p->next) { if (n++) o += ','; o += to_string(p->val); if (!below) below = p->left ? p->left : p->right; if (n > 4000000) throw runtime_error("next pointers form a cycle"); }
        if (n++) o += ','; o += "\\"#\\""; level = below; }
    o += ']'; }`,
  NaryTreeNode: `static Node* ck_r_NaryTreeNode() { long long n = ck_rl(); vector<Node*> nodes;
    for (long long i = 0; i < n; i++) { if (ck_isnull()) nodes.push_back(nullptr); else { Node* x = new Node((int)ck_rl()); ck_inputs.insert(x); nodes.push_back(x); } }
    if (n == 0) return nullptr;
    size_t q = 0; long long i = 2; vector<Node*> queue{nodes[0]};
    while (i < n && q < queue.size()) { Node* parent = queue[q++];
        for (; i < n && nodes[i]; i++) { parent->children.push_back(nodes[i]); queue.push_back(nodes[i]); }
        i++; }
    return nodes[0]; }
static void ckj(string& o, Node* v) { if (!v) { o += "[]"; return; } vector<string> out{to_string(v->val), "null"}; vector<Node*> q{v};
    for (size_t i = 0; i < q.size(); i++) { for (Node* c : q[i]->children) { out.push_back(to_string(c->val)); q.push_back(c); } out.push_back("null"); if (out.size() > 4000000) throw runtime_error("tree too large (cycle?)"); }
    while (!out.empty() && out.back() == "null") out.pop_back();
    o += '['; for (size_t i = 0; i < out.size(); i++) { if (i) o += ','; o += out[i]; } o += ']'; }`,
};

/** Node lookups for cycles, shared tails and node references. */
const NODE_REFS = `#ifdef CK_LIST
static ListNode* ck_at(ListNode* h, long long k) { for (long long i = 0; i < k && h; i++) h = h->next; return h; }
static unordered_map<const void*, long long> ck_positions(ListNode* h) { unordered_map<const void*, long long> pos; long long i = 0;
    for (; h && !pos.count(h); h = h->next) pos[h] = i++; return pos; }
#endif
#ifdef CK_TREE
static unordered_map<const void*, long long> ck_positions(TreeNode* root) { unordered_map<const void*, long long> pos; if (!root) return pos;
    vector<TreeNode*> q{root}; pos[root] = 0; long long p = 1;
    for (size_t i = 0; i < q.size(); i++) for (TreeNode* c : {q[i]->left, q[i]->right}) { if (c) { pos[c] = p; q.push_back(c); } p++; }
    return pos; }
static TreeNode* ck_at(TreeNode* root, long long k) { for (auto& e : ck_positions(root)) if (e.second == k) return (TreeNode*)e.first; return nullptr; }
#endif
`;

const asComment = (title: string, def: string) =>
  `/**\n * ${title}\n${def
    .split('\n')
    .map((l) => ` * ${l}`)
    .join('\n')}\n */\n`;

function starterCode(sig: Signature): string {
  let h = '';
  if (usesType(sig, 'ListNode')) h += asComment('Definition for singly-linked list.', LISTNODE_CPP);
  if (usesType(sig, 'TreeNode')) h += asComment('Definition for a binary tree node.', TREENODE_CPP);
  const node = nodeTypeOf(sig);
  if (node) h += `/*\n// Definition for a Node.\n${NODE_CPP[node]}\n*/\n\n`;
  if (sig.kind === 'function' && sig.codec) {
    const t = cppType(sig.returns);
    const c = sig.codec;
    return `${h}class ${c.className} {\npublic:\n\n    // Encodes a tree to a single string.\n    string ${c.serialize}(${t} root) {\n        \n    }\n\n    // Decodes your encoded data to tree.\n    ${t} ${sig.name}(string data) {\n        \n    }\n};\n\n// Your ${c.className} object will be instantiated and called as such:\n// ${c.className} ser, deser;\n// ${t} ans = deser.${sig.name}(ser.${c.serialize}(root));`;
  }
  if (sig.kind === 'function') {
    return `${h}class Solution {\npublic:\n    ${cppType(sig.returns)} ${sig.name}(${sig.params
      .filter((p) => !p.hidden)
      .map(cppParam)
      .join(', ')}) {\n        \n    }\n};`;
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

const PREBUILT = new Set<string>(CPP_RUNTIME_TYPES);

/** reader function name for a type */
const rname = (t: ValueType) => `ck_r_${t.replace(/\[\]/g, '_a')}`;

function readers(types: Set<ValueType>): string {
  const out: string[] = [];
  for (const t of typeClosure(types)) {
    if (isNodeType(t) || PREBUILT.has(t)) continue; // NODE_CPP_IO, the runtime
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

/** Writers for the node types the learner's code may define itself (so they cannot be prebuilt). */
const SERIALIZERS = `#ifdef CK_LIST
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
`;

function callExpr(target: string, name: string, params: Param[], pref: string): string {
  return `${target}${name}(${params.map((_, i) => `${pref}${i}`).join(', ')})`;
}

function readArgs(params: Param[], pref: string, indent: string): string {
  return params.map((p, i) => `${indent}${cppType(p.type)} ${pref}${i} = ${rname(p.type)}();\n`).join('');
}

/** Reads a function's arguments, then links cycles, shared tails and node references (see common.paramPlans). */
function readFunctionArgs(sig: Extract<Signature, { kind: 'function' }>, indent: string): string {
  const plans = paramPlans(sig);
  let code = '';
  plans.forEach((pl, i) => {
    if (pl.nodeOf >= 0) code += `${indent}${cppType(pl.type)} a${i} = nullptr; long long a${i}k = ck_rl();\n`;
    else code += `${indent}${cppType(pl.type)} a${i} = ${rname(pl.type)}();\n`;
  });
  plans.forEach((pl, i) => {
    if (pl.cycle >= 0)
      code += `${indent}if (a${pl.cycle} >= 0 && a${i}) { ListNode* t = a${i}; while (t->next) t = t->next; t->next = ck_at(a${i}, a${pl.cycle}); }\n`;
    if (pl.tail) {
      const [w, sk, wsk] = pl.tail;
      code += `${indent}{ ListNode* sh = ck_at(a${w}, a${wsk}); if (sh) { if (a${sk} == 0) a${i} = sh; else { ListNode* b = ck_at(a${i}, a${sk} - 1); if (b) b->next = sh; } } }\n`;
    }
  });
  plans.forEach((pl, i) => {
    if (pl.nodeOf >= 0) code += `${indent}a${i} = ck_at(a${pl.nodeOf}, a${i}k);\n`;
  });
  return code;
}

function functionMain(sig: Extract<Signature, { kind: 'function' }>): string {
  const mut = sig.returns === 'void' ? sig.params.findIndex((p) => p.name === sig.mutates) : -1;
  const plans = paramPlans(sig);
  const passed = plans.map((pl, i) => ({ pl, i })).filter((x) => x.pl.passed);
  const call = sig.codec
    ? `ck_deser->${sig.name}(ck_ser->${sig.codec.serialize}(a0))`
    : `ck_sol->${sig.name}(${passed.map((x) => `a${x.i}`).join(', ')})`;
  const make = sig.codec
    ? `${sig.codec.className}* ck_ser = new ${sig.codec.className}(); ${sig.codec.className}* ck_deser = new ${sig.codec.className}();`
    : 'Solution* ck_sol = new Solution();';
  const ref = returnRefIndex(sig);
  const prefix = prefixOfIndex(sig);
  const write =
    prefix >= 0
      ? `ck_res += '['; ckj(ck_res, ck_r); ck_res += ','; ckj(ck_res, a${prefix}); ck_res += ']';`
      : ref >= 0
        ? `if (!ck_r) ck_res += "null"; else { auto it = ck_pos.find((const void*)ck_r); ck_res += it == ck_pos.end() ? string("-1") : to_string(it->second); }`
        : 'ckj(ck_res, ck_r);';
  const body =
    sig.returns === 'void'
      ? `            ${call};\n            long long ck_us = ck_now_us() - ck_t0;\n            ckj(ck_res, a${mut});`
      : `            auto ck_r = ${call};\n            long long ck_us = ck_now_us() - ck_t0;\n            ${write}`;
  const positions = ref >= 0 ? `        auto ck_pos = ck_positions(a${ref});\n` : '';
  return `${readFunctionArgs(sig, '        ')}${positions}        ck_begin(CK_NONCE, ck_idx);
        long long ck_t0 = ck_now_us();
        try {
            ${make}
${body}
            ck_end(CK_NONCE, "R", ck_idx, ck_us, ck_res);
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
        ck_begin(CK_NONCE, ck_idx);
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
            ck_end(CK_NONCE, "R", ck_idx, ck_us, ck_res);
        }`;
}

function definesType(code: string, name: string): boolean {
  return new RegExp(`\\b(struct|class)\\s+${name}\\s*\\{`).test(stripCommentsAndStrings(code));
}

export const cppDriver: LanguageDriver = {
  starterCode,
  buildProgram(sig, userCode) {
    const types = typesUsed(sig);
    const list = types.has('ListNode');
    const tree = types.has('TreeNode');
    const node = nodeTypeOf(sig);
    // the prebuilt runtime's header (declarations only) or, without it, the runtime inline; before the learner's
    // code so that its macros cannot change our declarations
    let prelude = `#include <bits/stdc++.h>\n${cppRuntimeInclude()}using namespace std;\n`;
    if (list && !definesType(userCode, 'ListNode')) prelude += `${LISTNODE_CPP}\n`;
    if (tree && !definesType(userCode, 'TreeNode')) prelude += `${TREENODE_CPP}\n`;
    if (node && !definesType(userCode, 'Node')) prelude += `${NODE_CPP[node]}\n`;
    const offset = countLines(prelude);
    const user = userCode.endsWith('\n') ? userCode : `${userCode}\n`;
    const driver = `
// ---------------- CodingKaro driver ----------------
static const char* ck_nonce = "";
#define CK_NONCE ck_nonce
${list ? '#define CK_LIST 1' : ''}
${tree ? '#define CK_TREE 1' : ''}
static const char* CK_DEEP = ${JSON.stringify(DEEP_COPY_MESSAGE)};
${readers(types)}
${SERIALIZERS}
${NODE_REFS}
${node ? NODE_CPP_IO[node] : ''}
int main() {
    ck_big_stack();
    ck_load();
    ck_nonce = ck_rraw(nullptr);
    long long ck_tests = ck_rl();
    for (long long ck_t = 0; ck_t < ck_tests; ck_t++) {
        long long ck_idx = ck_rl();
        string ck_res;
        ck_inputs.clear();
${sig.kind === 'function' ? functionMain(sig) : designMain(sig)} catch (const std::bad_alloc&) {
            ck_bad_alloc(CK_NONCE, ck_idx, ck_t0);
        } catch (const std::exception& e) {
            ck_exception(CK_NONCE, ck_idx, ck_t0, e);
        } catch (...) {
            ck_unknown_exception(CK_NONCE, ck_idx, ck_t0);
        }
    }
    return 0;
}
`;
    return {
      sourceFile: 'main.cpp',
      userLineOffset: offset,
      files: [{ name: 'main.cpp', content: prelude + user + driver }],
      encodeInput(tests: IndexedTest[], nonce: string) {
        return `${nonceLine(nonce)}${tests.length}\n${tests.map((t) => encodeTestTokens(sig, t.index, t.args)).join('\n')}\n`;
      },
    };
  },
};
