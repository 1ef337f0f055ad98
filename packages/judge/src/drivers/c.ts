import {
  isNodeType,
  type MethodSignature,
  type NodeType,
  nodeTypeOf,
  type Param,
  type ReturnType,
  type Signature,
  type ValueType,
} from '../signature.js';
import { encodeTestTokens } from '../values.js';
import {
  countLines,
  DEEP_COPY_MESSAGE,
  type IndexedTest,
  type LanguageDriver,
  lowerFirst,
  nonceLine,
  paramPlans,
  prefixOfIndex,
  returnRefIndex,
  stripCommentsAndStrings,
  typeClosure,
  typesUsed,
  upperFirst,
  usesType,
} from './common.js';
import { C_READER_CORE } from './cpp.js';

type Scalar = 'int' | 'long' | 'double' | 'bool' | 'char' | 'string';
const ELEM_C: Record<Scalar, string> = {
  int: 'int',
  long: 'long long',
  double: 'double',
  bool: 'bool',
  char: 'char',
  string: 'char*',
};
const ELEM_READ: Record<Scalar, string> = {
  int: '(int)ck_rl()',
  long: 'ck_rl()',
  double: 'ck_rd()',
  bool: '(ck_rl() != 0)',
  char: '(char)ck_rl()',
  string: 'ck_rraw(NULL)',
};
const elemWrite = (t: Scalar, x: string): string => {
  switch (t) {
    case 'int':
    case 'long':
      return `ck_jll(sb, (long long)(${x}))`;
    case 'double':
      return `ck_jd(sb, ${x})`;
    case 'bool':
      return `ck_jb(sb, ${x})`;
    case 'char':
      return `ck_jc(sb, ${x})`;
    case 'string':
      return `ck_js(sb, ${x})`;
  }
};

const depth = (t: ValueType): number => (t.endsWith('[][]') ? 2 : t.endsWith('[]') ? 1 : 0);
const base = (t: ValueType): string => t.replace(/\[\]/g, '');

/** C type of a value (without the size parameters). */
export function cType(t: ValueType): string {
  if (t === 'ListNode') return 'struct ListNode*';
  if (t === 'ListNode[]') return 'struct ListNode**';
  if (t === 'TreeNode') return 'struct TreeNode*';
  if (isNodeType(t)) return 'struct Node*';
  const b = ELEM_C[base(t) as Scalar];
  return b + '*'.repeat(depth(t));
}

/** C parameter list for a signature param: arrays get `<name>Size`, 2-D arrays also `int* <name>ColSize`. */
function cParams(p: Param): string[] {
  const d = depth(p.type);
  const out = [`${cType(p.type)} ${p.name}`];
  if (d >= 1) out.push(`int ${p.name}Size`);
  if (d === 2) out.push(`int* ${p.name}ColSize`);
  return out;
}

function returnExtras(t: ReturnType): string[] {
  if (t === 'void' || t === 'ListNode' || t === 'TreeNode' || isNodeType(t)) return [];
  const d = depth(t);
  if (d === 1) return ['int* returnSize'];
  if (d === 2) return ['int* returnSize', 'int** returnColumnSizes'];
  return [];
}

const retC = (t: ReturnType) => (t === 'void' ? 'void' : cType(t));

const NOTE_1D = '/**\n * Note: The returned array must be malloced, assume caller calls free().\n */\n';
const NOTE_2D =
  '/**\n * Return an array of arrays of size *returnSize.\n * The sizes of the arrays are returned as *returnColumnSizes array.\n * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().\n */\n';

const LISTNODE_C = `struct ListNode {
    int val;
    struct ListNode *next;
};`;
const TREENODE_C = `struct TreeNode {
    int val;
    struct TreeNode *left;
    struct TreeNode *right;
};`;
/** LeetCode's C Node structs. */
export const NODE_C: Record<NodeType, string> = {
  GraphNode: `struct Node {
    int val;
    int numNeighbors;
    struct Node** neighbors;
};`,
  RandomListNode: `struct Node {
    int val;
    struct Node *next;
    struct Node *random;
};`,
  NextTreeNode: `struct Node {
    int val;
    struct Node *left;
    struct Node *right;
    struct Node *next;
};`,
  NaryTreeNode: `struct Node {
    int val;
    int numChildren;
    struct Node** children;
};`,
};

/** Reader `ck_r_<Type>` and writer `ck_w_<Type>` for the signature's Node type (inputs recorded by ck_in_add). */
const NODE_C_IO: Record<NodeType, string> = {
  GraphNode: `static struct Node* ck_newnode(int v) { struct Node* x = (struct Node*)calloc(1, sizeof(struct Node)); x->val = v; ck_in_add(x); return x; }
static struct Node* ck_r_GraphNode(void) { long long n = ck_rl(); struct Node** nodes = (struct Node**)calloc((size_t)n + 1, sizeof(struct Node*));
    for (long long i = 0; i < n; i++) nodes[i] = ck_newnode((int)(i + 1));
    for (long long i = 0; i < n; i++) { int m = (int)ck_rl(); nodes[i]->numNeighbors = m; nodes[i]->neighbors = (struct Node**)calloc((size_t)m + 1, sizeof(struct Node*));
        for (int j = 0; j < m; j++) nodes[i]->neighbors[j] = nodes[ck_rl() - 1]; }
    struct Node* root = n ? nodes[0] : NULL; free(nodes); return root; }
static void ck_w_GraphNode(ck_sb* sb, struct Node* v) { if (!v) { ck_put(sb, "[]"); return; }
    size_t cap = 64, qn = 0; struct Node** q = (struct Node**)malloc(sizeof(struct Node*) * cap); q[qn++] = v; int mx = 0;
    for (size_t i = 0; i < qn; i++) { struct Node* x = q[i]; if (ck_in_has(x)) { ck_js(sb, CK_DEEP); free(q); return; } if (x->val > mx) mx = x->val;
        for (int j = 0; j < x->numNeighbors; j++) { struct Node* y = x->neighbors[j]; int seen = 0; for (size_t k = 0; k < qn; k++) if (q[k] == y) { seen = 1; break; }
            if (y && !seen) { if (qn == cap) { cap *= 2; q = (struct Node**)realloc(q, sizeof(struct Node*) * cap); } q[qn++] = y; } } }
    ck_put(sb, "[");
    for (int val = 1; val <= mx; val++) { if (val > 1) ck_put(sb, ","); ck_put(sb, "["); struct Node* x = NULL; for (size_t k = 0; k < qn; k++) if (q[k]->val == val) { x = q[k]; break; }
        if (x) for (int j = 0; j < x->numNeighbors; j++) { if (j) ck_put(sb, ","); ck_jll(sb, x->neighbors[j] ? x->neighbors[j]->val : 0); }
        ck_put(sb, "]"); }
    ck_put(sb, "]"); free(q); }`,
  RandomListNode: `static struct Node* ck_r_RandomListNode(void) { long long n = ck_rl(); struct Node** nodes = (struct Node**)calloc((size_t)n + 1, sizeof(struct Node*)); long long* r = (long long*)calloc((size_t)n + 1, sizeof(long long));
    for (long long i = 0; i < n; i++) { nodes[i] = (struct Node*)calloc(1, sizeof(struct Node)); nodes[i]->val = (int)ck_rl(); ck_in_add(nodes[i]); r[i] = ck_isnull() ? -1 : ck_rl(); }
    for (long long i = 0; i < n; i++) { nodes[i]->next = i + 1 < n ? nodes[i + 1] : NULL; nodes[i]->random = r[i] < 0 ? NULL : nodes[r[i]]; }
    struct Node* root = n ? nodes[0] : NULL; free(nodes); free(r); return root; }
static void ck_w_RandomListNode(ck_sb* sb, struct Node* v) { size_t cap = 64, n = 0; struct Node** nodes = (struct Node**)malloc(sizeof(struct Node*) * cap);
    for (struct Node* p = v; p; p = p->next) { if (n > 4000000) { ck_fail = "linked list has a cycle (or is too long)"; free(nodes); return; }
        if (n == cap) { cap *= 2; nodes = (struct Node**)realloc(nodes, sizeof(struct Node*) * cap); } nodes[n++] = p; }
    for (size_t i = 0; i < n; i++) if (ck_in_has(nodes[i]) || (nodes[i]->random && ck_in_has(nodes[i]->random))) { ck_js(sb, CK_DEEP); free(nodes); return; }
    ck_put(sb, "[");
    for (size_t i = 0; i < n; i++) { if (i) ck_put(sb, ","); ck_put(sb, "["); ck_jll(sb, nodes[i]->val); ck_put(sb, ",");
        struct Node* r = nodes[i]->random; long long at = -1; if (r) for (size_t k = 0; k < n; k++) if (nodes[k] == r) { at = (long long)k; break; }
        if (!r) ck_put(sb, "null"); else if (at >= 0) ck_jll(sb, at); else ck_js(sb, "a node outside the list"); ck_put(sb, "]"); }
    ck_put(sb, "]"); free(nodes); }`,
  NextTreeNode: `static struct Node* ck_r_NextTreeNode(void) { long long n = ck_rl(); struct Node** nodes = (struct Node**)calloc((size_t)n + 1, sizeof(struct Node*));
    for (long long i = 0; i < n; i++) { if (ck_isnull()) nodes[i] = NULL; else { nodes[i] = (struct Node*)calloc(1, sizeof(struct Node)); nodes[i]->val = (int)ck_rl(); ck_in_add(nodes[i]); } }
    if (n == 0 || !nodes[0]) { free(nodes); return NULL; }
    struct Node** q = (struct Node**)malloc(sizeof(struct Node*) * (size_t)(n + 1)); long long qh = 0, qt = 0, i = 1; q[qt++] = nodes[0];
    while (qh < qt && i < n) { struct Node* p = q[qh++];
        if (i < n) { p->left = nodes[i++]; if (p->left) q[qt++] = p->left; }
        if (i < n) { p->right = nodes[i++]; if (p->right) q[qt++] = p->right; } }
    struct Node* root = nodes[0]; free(nodes); free(q); return root; }
static void ck_w_NextTreeNode(ck_sb* sb, struct Node* v) { ck_put(sb, "["); long long n = 0;
    for (struct Node* level = v; level;) { struct Node* below = NULL;
        for (struct Node* p = level; p; p = p->next) { if (n++) ck_put(sb, ","); ck_jll(sb, p->val); if (!below) below = p->left ? p->left : p->right; if (n > 4000000) { ck_fail = "next pointers form a cycle"; return; } }
        if (n++) ck_put(sb, ","); ck_put(sb, "\\"#\\""); level = below; }
    ck_put(sb, "]"); }`,
  NaryTreeNode: `static struct Node* ck_r_NaryTreeNode(void) { long long n = ck_rl(); struct Node** nodes = (struct Node**)calloc((size_t)n + 1, sizeof(struct Node*));
    for (long long i = 0; i < n; i++) { if (ck_isnull()) nodes[i] = NULL; else { nodes[i] = (struct Node*)calloc(1, sizeof(struct Node)); nodes[i]->val = (int)ck_rl(); ck_in_add(nodes[i]); } }
    if (n == 0) { free(nodes); return NULL; }
    struct Node** q = (struct Node**)malloc(sizeof(struct Node*) * (size_t)(n + 1)); long long qh = 0, qt = 0, i = 2; q[qt++] = nodes[0];
    while (i < n && qh < qt) { struct Node* parent = q[qh++]; long long s = i; while (i < n && nodes[i]) i++;
        parent->numChildren = (int)(i - s); parent->children = (struct Node**)calloc((size_t)(i - s) + 1, sizeof(struct Node*));
        for (long long k = s; k < i; k++) { parent->children[k - s] = nodes[k]; q[qt++] = nodes[k]; }
        i++; }
    struct Node* root = nodes[0]; free(nodes); free(q); return root; }
static void ck_w_NaryTreeNode(ck_sb* sb, struct Node* v) { if (!v) { ck_put(sb, "[]"); return; }
    size_t cap = 64, qn = 0, on = 0, ocap = 128; struct Node** q = (struct Node**)malloc(sizeof(struct Node*) * cap); long long* out = (long long*)malloc(sizeof(long long) * ocap); char* isv = (char*)malloc(ocap);
    q[qn++] = v; out[on] = v->val; isv[on++] = 1; out[on] = 0; isv[on++] = 0;
    for (size_t i = 0; i < qn; i++) { struct Node* x = q[i];
        for (int j = 0; j <= x->numChildren; j++) {
            if (on + 1 >= ocap) { ocap *= 2; out = (long long*)realloc(out, sizeof(long long) * ocap); isv = (char*)realloc(isv, ocap); }
            if (j == x->numChildren) { out[on] = 0; isv[on++] = 0; break; }
            struct Node* c = x->children[j]; out[on] = c->val; isv[on++] = 1; if (qn == cap) { cap *= 2; q = (struct Node**)realloc(q, sizeof(struct Node*) * cap); } q[qn++] = c; }
        if (qn > 4000000) { ck_fail = "tree too large (cycle?)"; break; } }
    while (on && !isv[on - 1]) on--;
    ck_put(sb, "["); for (size_t i = 0; i < on; i++) { if (i) ck_put(sb, ","); if (isv[i]) ck_jll(sb, out[i]); else ck_put(sb, "null"); } ck_put(sb, "]");
    free(q); free(out); free(isv); }`,
};

/** Input-node registry (deep-copy checks) and node lookups for cycles, shared tails and node references. */
const NODE_REFS_C = (list: boolean, tree: boolean) =>
  `static void** ck_in; static size_t ck_in_n, ck_in_cap;
static void ck_in_add(void* p) { if (ck_in_n == ck_in_cap) { ck_in_cap = ck_in_cap ? ck_in_cap * 2 : 64; ck_in = (void**)realloc(ck_in, sizeof(void*) * ck_in_cap); } ck_in[ck_in_n++] = p; }
static int ck_in_has(void* p) { for (size_t i = 0; i < ck_in_n; i++) if (ck_in[i] == p) return 1; return 0; }
static const char* CK_DEEP = ${JSON.stringify(DEEP_COPY_MESSAGE)};
/* a structure's nodes with their positions (list index / level-order index), collected before the call */
typedef struct { void** node; long long* pos; size_t n; } ck_refs;
static long long ck_ref_of(ck_refs* r, void* x) { for (size_t i = 0; i < r->n; i++) if (r->node[i] == x) return r->pos[i]; return -1; }
static void* ck_ref_at(ck_refs* r, long long k) { for (size_t i = 0; i < r->n; i++) if (r->pos[i] == k) return r->node[i]; return NULL; }
static void ck_ref_add(ck_refs* r, void* x, long long pos, size_t* cap) { if (r->n == *cap) { *cap = *cap ? *cap * 2 : 64; r->node = (void**)realloc(r->node, sizeof(void*) * *cap); r->pos = (long long*)realloc(r->pos, sizeof(long long) * *cap); } r->node[r->n] = x; r->pos[r->n++] = pos; }
` +
  (list
    ? `static struct ListNode* ck_at_list(struct ListNode* h, long long k) { for (long long i = 0; i < k && h; i++) h = h->next; return h; }
static ck_refs ck_refs_ListNode(struct ListNode* h) { ck_refs r = {0}; size_t cap = 0; long long i = 0;
    for (; h && i <= 4000000; h = h->next, i++) { if (ck_ref_of(&r, h) >= 0) break; ck_ref_add(&r, h, i, &cap); } return r; }
`
    : '') +
  (tree
    ? `static ck_refs ck_refs_TreeNode(struct TreeNode* root) { ck_refs r = {0}; size_t cap = 0; if (!root) return r; ck_ref_add(&r, root, 0, &cap); long long p = 1;
    for (size_t i = 0; i < r.n; i++) { struct TreeNode* x = (struct TreeNode*)r.node[i]; if (x->left) ck_ref_add(&r, x->left, p, &cap); p++; if (x->right) ck_ref_add(&r, x->right, p, &cap); p++; }
    return r; }
`
    : '');

const asComment = (title: string, def: string) =>
  `/**\n * ${title}\n${def
    .split('\n')
    .map((l) => ` * ${l}`)
    .join('\n')}\n */\n`;

function note(t: ReturnType): string {
  if (t === 'void' || t === 'ListNode' || t === 'TreeNode' || t === 'string' || isNodeType(t)) return '';
  return depth(t) === 2 ? NOTE_2D : depth(t) === 1 ? NOTE_1D : '';
}

const methodFn = (cls: string, m: string) => `${lowerFirst(cls)}${upperFirst(m)}`;

function starterCode(sig: Signature): string {
  let h = '';
  if (usesType(sig, 'ListNode')) h += asComment('Definition for singly-linked list.', LISTNODE_C);
  if (usesType(sig, 'TreeNode')) h += asComment('Definition for a binary tree node.', TREENODE_C);
  const node = nodeTypeOf(sig);
  if (node) h += asComment('Definition for a Node.', NODE_C[node]);
  if (sig.kind === 'function' && sig.codec) {
    const t = retC(sig.returns);
    return `${h}/** Encodes a tree to a single string. */\nchar* ${sig.codec.serialize}(${t} root) {\n    \n}\n\n/** Decodes your encoded data to tree. */\n${t} ${sig.name}(char* data) {\n    \n}\n\n// Your functions will be called as such:\n// char* data = ${sig.codec.serialize}(root);\n// ${sig.name}(data);`;
  }
  if (sig.kind === 'function') {
    const params = [...sig.params.filter((p) => !p.hidden).flatMap(cParams), ...returnExtras(sig.returns)].join(', ');
    return `${h}${note(sig.returns)}${retC(sig.returns)} ${sig.name}(${params}) {\n    \n}`;
  }
  const c = sig.className;
  let s = `${h}\n\ntypedef struct {\n    \n} ${c};\n\n\n`;
  s += `${c}* ${lowerFirst(c)}Create(${sig.constructor.params.flatMap(cParams).join(', ')}) {\n    \n}\n\n`;
  for (const m of sig.methods) {
    const params = [`${c}* obj`, ...m.params.flatMap(cParams), ...returnExtras(m.returns)].join(', ');
    s += `${retC(m.returns)} ${methodFn(c, m.name)}(${params}) {\n    \n}\n\n`;
  }
  s += `void ${lowerFirst(c)}Free(${c}* obj) {\n    \n}\n\n`;
  s += `/**\n * Your ${c} struct will be instantiated and called as such:\n`;
  s += ` * ${c}* obj = ${lowerFirst(c)}Create(${sig.constructor.params.flatMap((p) => cArgNames(p)).join(', ')});\n`;
  sig.methods.forEach((m, i) => {
    const call = `${methodFn(c, m.name)}(${['obj', ...m.params.flatMap((p) => cArgNames(p))].join(', ')});`;
    s += m.returns === 'void' ? ` * ${call}\n \n` : ` * ${retC(m.returns)} param_${i + 1} = ${call}\n \n`;
  });
  s += ` * ${lowerFirst(c)}Free(obj);\n*/`;
  return s;
}

function cArgNames(p: Param): string[] {
  const d = depth(p.type);
  return d === 2 ? [p.name, `${p.name}Size`, `${p.name}ColSize`] : d === 1 ? [p.name, `${p.name}Size`] : [p.name];
}

// ------------------------------------------------------------------ driver generation

const rname = (t: ValueType) => `ck_r_${t.replace(/\[\]/g, '_a')}`;
const wname = (t: ValueType) => `ck_w_${t.replace(/\[\]/g, '_a')}`;

function readers(types: Set<ValueType>): string {
  const out: string[] = [];
  for (const t of typeClosure(types)) {
    if (isNodeType(t)) continue; // NODE_C_IO
    if (t === 'ListNode') {
      out.push(`static struct ListNode* ${rname(t)}(void) { long long n = ck_rl(); struct ListNode* head = NULL; struct ListNode* tail = NULL;
    for (long long i = 0; i < n; i++) { struct ListNode* x = (struct ListNode*)malloc(sizeof(struct ListNode)); x->val = (int)ck_rl(); x->next = NULL; if (tail) tail->next = x; else head = x; tail = x; }
    return head; }`);
      continue;
    }
    if (t === 'ListNode[]') {
      out.push(`static struct ListNode** ${rname(t)}(int* n) { *n = (int)ck_rl(); struct ListNode** v = (struct ListNode**)calloc((size_t)*n + 1, sizeof(struct ListNode*));
    for (int i = 0; i < *n; i++) v[i] = ck_r_ListNode(); return v; }`);
      continue;
    }
    if (t === 'TreeNode') {
      out.push(`static struct TreeNode* ${rname(t)}(void) { long long n = ck_rl(); struct TreeNode** nodes = (struct TreeNode**)malloc(sizeof(struct TreeNode*) * (size_t)(n + 1));
    for (long long i = 0; i < n; i++) { if (ck_isnull()) nodes[i] = NULL; else { struct TreeNode* x = (struct TreeNode*)malloc(sizeof(struct TreeNode)); x->val = (int)ck_rl(); x->left = x->right = NULL; nodes[i] = x; } }
    if (n == 0 || !nodes[0]) { free(nodes); return NULL; }
    struct TreeNode** q = (struct TreeNode**)malloc(sizeof(struct TreeNode*) * (size_t)(n + 1)); long long qh = 0, qt = 0, i = 1; q[qt++] = nodes[0];
    while (qh < qt && i < n) { struct TreeNode* p = q[qh++];
        if (i < n) { p->left = nodes[i++]; if (p->left) q[qt++] = p->left; }
        if (i < n) { p->right = nodes[i++]; if (p->right) q[qt++] = p->right; } }
    struct TreeNode* root = nodes[0]; free(nodes); free(q); return root; }`);
      continue;
    }
    const d = depth(t);
    const b = base(t) as Scalar;
    const e = ELEM_C[b];
    if (d === 0) {
      if (b === 'string') out.push(`static char* ${rname(t)}(void) { return ck_rraw(NULL); }`);
      else out.push(`static ${e} ${rname(t)}(void) { return ${ELEM_READ[b]}; }`);
    } else if (d === 1) {
      out.push(`static ${e}* ${rname(t)}(int* n) { *n = (int)ck_rl(); ${e}* v = (${e}*)calloc((size_t)*n + 1, sizeof(${e}));
    for (int i = 0; i < *n; i++) v[i] = ${ELEM_READ[b]}; return v; }`);
    } else {
      const inner = t.slice(0, -2) as ValueType;
      out.push(`static ${e}** ${rname(t)}(int* n, int** cols) { *n = (int)ck_rl(); ${e}** v = (${e}**)calloc((size_t)*n + 1, sizeof(${e}*)); *cols = (int*)calloc((size_t)*n + 1, sizeof(int));
    for (int i = 0; i < *n; i++) v[i] = ${rname(inner)}(&(*cols)[i]); return v; }`);
    }
  }
  return out.join('\n');
}

/** serializers: ck_w_<t>(sb, value[, n[, cols]]) */
function writers(types: Set<ValueType>): string {
  const out: string[] = [];
  for (const t of typeClosure(types)) {
    if (isNodeType(t)) continue; // NODE_C_IO
    if (t === 'ListNode') {
      out.push(`static void ${wname(t)}(ck_sb* sb, struct ListNode* v) { ck_put(sb, "["); long long n = 0;
    for (struct ListNode* p = v; p; p = p->next) { if (n) ck_put(sb, ","); ck_jll(sb, p->val); if (++n > 2000000) { ck_fail = "linked list has a cycle (or is too long)"; break; } }
    ck_put(sb, "]"); }`);
      continue;
    }
    if (t === 'ListNode[]') {
      out.push(`static void ${wname(t)}(ck_sb* sb, struct ListNode** v, int n) { if (!v && n > 0) { ck_fail = "returned NULL array with non-zero size"; ck_put(sb, "null"); return; }
    ck_put(sb, "["); for (int i = 0; i < n; i++) { if (i) ck_put(sb, ","); ck_w_ListNode(sb, v[i]); } ck_put(sb, "]"); }`);
      continue;
    }
    if (t === 'TreeNode') {
      out.push(`static void ${wname(t)}(ck_sb* sb, struct TreeNode* v) {
    size_t cap = 1024, qh = 0, qt = 0, last = 0; struct TreeNode** q = (struct TreeNode**)malloc(sizeof(struct TreeNode*) * cap); q[qt++] = v;
    while (qh < qt) { struct TreeNode* p = q[qh++]; if (p) { last = qh; if (qt + 2 > cap) { cap *= 2; q = (struct TreeNode**)realloc(q, sizeof(struct TreeNode*) * cap); } q[qt++] = p->left; q[qt++] = p->right; }
        if (qt > 4000000) { ck_fail = "tree too large (cycle?)"; break; } }
    ck_put(sb, "["); for (size_t i = 0; i < last; i++) { if (i) ck_put(sb, ","); if (q[i]) ck_jll(sb, q[i]->val); else ck_put(sb, "null"); } ck_put(sb, "]"); free(q); }`);
      continue;
    }
    const d = depth(t);
    const b = base(t) as Scalar;
    const e = ELEM_C[b];
    if (d === 0) out.push(`static void ${wname(t)}(ck_sb* sb, ${e} v) { ${elemWrite(b, 'v')}; }`);
    else if (d === 1)
      out.push(`static void ${wname(t)}(ck_sb* sb, ${e}* v, int n) { if (!v && n > 0) { ck_fail = "returned NULL array with non-zero size"; ck_put(sb, "null"); return; }
    ck_put(sb, "["); for (int i = 0; i < n; i++) { if (i) ck_put(sb, ","); ${elemWrite(b, 'v[i]')}; } ck_put(sb, "]"); }`);
    else {
      const inner = t.slice(0, -2) as ValueType;
      out.push(`static void ${wname(t)}(ck_sb* sb, ${e}** v, int n, int* cols) { if ((!v || !cols) && n > 0) { ck_fail = "returned NULL array or NULL column sizes with non-zero size"; ck_put(sb, "null"); return; }
    ck_put(sb, "["); for (int i = 0; i < n; i++) { if (i) ck_put(sb, ","); ${wname(inner)}(sb, v[i], cols[i]); } ck_put(sb, "]"); }`);
    }
  }
  return out.join('\n');
}

const SB = `typedef struct { char* s; size_t n, cap; } ck_sb;
static const char* ck_fail = NULL;
static void ck_putn(ck_sb* sb, const char* s, size_t n) { if (sb->n + n + 1 > sb->cap) { while (sb->n + n + 1 > sb->cap) sb->cap = sb->cap ? sb->cap * 2 : 256; sb->s = (char*)realloc(sb->s, sb->cap); } memcpy(sb->s + sb->n, s, n); sb->n += n; sb->s[sb->n] = 0; }
static void ck_put(ck_sb* sb, const char* s) { ck_putn(sb, s, strlen(s)); }
static void ck_jll(ck_sb* sb, long long v) { char b[32]; snprintf(b, sizeof b, "%lld", v); ck_put(sb, b); }
static void ck_jd(ck_sb* sb, double v) { if (isnan(v) || isinf(v)) { ck_put(sb, "null"); return; } char b[64]; snprintf(b, sizeof b, "%.17g", v); ck_put(sb, b); }
static void ck_jb(ck_sb* sb, bool v) { ck_put(sb, v ? "true" : "false"); }
static void ck_jsn(ck_sb* sb, const char* s, size_t n) {
    ck_put(sb, "\\"");
    for (size_t i = 0; i < n; i++) { unsigned char c = (unsigned char)s[i];
        if (c == '"') ck_put(sb, "\\\\\\""); else if (c == '\\\\') ck_put(sb, "\\\\\\\\"); else if (c == '\\n') ck_put(sb, "\\\\n"); else if (c == '\\r') ck_put(sb, "\\\\r"); else if (c == '\\t') ck_put(sb, "\\\\t");
        else if (c < 0x20) { char b[8]; snprintf(b, sizeof b, "\\\\u%04x", c); ck_put(sb, b); } else ck_putn(sb, (const char*)&c, 1); }
    ck_put(sb, "\\"");
}
static void ck_js(ck_sb* sb, const char* s) { if (!s) ck_put(sb, "null"); else ck_jsn(sb, s, strlen(s)); }
static void ck_jc(ck_sb* sb, char c) { ck_jsn(sb, &c, 1); }
`;

interface CallCode {
  decls: string;
  args: string[];
}

function readParams(params: Param[], pref: string, indent: string): CallCode {
  let decls = '';
  const args: string[] = [];
  params.forEach((p, i) => {
    const v = `${pref}${i}`;
    const d = depth(p.type);
    if (d === 0) {
      decls += `${indent}${cType(p.type)} ${v} = ${rname(p.type)}();\n`;
      args.push(v);
    } else if (d === 1) {
      decls += `${indent}int ${v}n = 0; ${cType(p.type)} ${v} = ${rname(p.type)}(&${v}n);\n`;
      args.push(v, `${v}n`);
    } else {
      decls += `${indent}int ${v}n = 0; int* ${v}c = NULL; ${cType(p.type)} ${v} = ${rname(p.type)}(&${v}n, &${v}c);\n`;
      args.push(v, `${v}n`, `${v}c`);
    }
  });
  return { decls, args };
}

/** code that calls `fn(args)` and appends the JSON of the result to sb */
function callAndWrite(
  ret: ReturnType,
  fn: string,
  args: string[],
  indent: string,
  params: Param[],
  mutates: string | undefined,
  pref: string,
): string {
  if (ret === 'void') {
    const call = `${indent}${fn}(${args.join(', ')});\n`;
    if (!mutates) return `${call}${indent}ck_put(sb, "null");\n`;
    const k = params.findIndex((p) => p.name === mutates);
    const t = params[k]!.type;
    const v = `${pref}${k}`;
    const d = depth(t);
    const w =
      d === 0 ? `${wname(t)}(sb, ${v})` : d === 1 ? `${wname(t)}(sb, ${v}, ${v}n)` : `${wname(t)}(sb, ${v}, ${v}n, ${v}c)`;
    return `${call}${indent}ck_stop();\n${indent}${w};\n`;
  }
  const d = depth(ret);
  if (d === 0)
    return `${indent}${cType(ret)} r = ${fn}(${args.join(', ')});\n${indent}ck_stop();\n${indent}${wname(ret)}(sb, r);\n`;
  if (d === 1)
    return `${indent}int rn = 0; ${cType(ret)} r = ${fn}(${[...args, '&rn'].join(', ')});\n${indent}ck_stop();\n${indent}${wname(ret)}(sb, r, rn);\n`;
  return `${indent}int rn = 0; int* rc = NULL; ${cType(ret)} r = ${fn}(${[...args, '&rn', '&rc'].join(', ')});\n${indent}ck_stop();\n${indent}${wname(ret)}(sb, r, rn, rc);\n`;
}

function functionMain(sig: Extract<Signature, { kind: 'function' }>): string {
  const plans = paramPlans(sig);
  const ind = '        ';
  let decls = '';
  const args: string[] = [];
  sig.params.forEach((p, i) => {
    if (plans[i]!.nodeOf >= 0) {
      decls += `${ind}long long a${i}k = ck_rl(); ${cType(p.type)} a${i} = NULL;\n`;
      if (plans[i]!.passed) args.push(`a${i}`);
      return;
    }
    const one = readParams([p], 'a', ind);
    decls += one.decls.replace(/\ba0/g, `a${i}`);
    if (plans[i]!.passed) args.push(...one.args.map((a) => a.replace(/^a0/, `a${i}`)));
  });
  plans.forEach((pl, i) => {
    if (pl.cycle >= 0)
      decls += `${ind}if (a${pl.cycle} >= 0 && a${i}) { struct ListNode* t = a${i}; while (t->next) t = t->next; t->next = ck_at_list(a${i}, a${pl.cycle}); }\n`;
    if (pl.tail) {
      const [w, sk, wsk] = pl.tail;
      decls += `${ind}{ struct ListNode* sh = ck_at_list(a${w}, a${wsk}); if (sh) { if (a${sk} == 0) a${i} = sh; else { struct ListNode* b = ck_at_list(a${i}, a${sk} - 1); if (b) b->next = sh; } } }\n`;
    }
  });
  plans.forEach((pl, i) => {
    if (pl.nodeOf >= 0)
      decls += `${ind}{ ck_refs rr = ck_refs_${pl.type}(a${pl.nodeOf}); a${i} = (${cType(pl.type)})ck_ref_at(&rr, a${i}k); free(rr.node); free(rr.pos); }\n`;
  });
  const ref = returnRefIndex(sig);
  if (ref >= 0) decls += `${ind}ck_refs ck_rr = ck_refs_${sig.returns}(a${ref});\n`;
  const fn = sig.name;
  let call: string;
  if (sig.codec) {
    call = `            ${cType(sig.returns as ValueType)} r = ${sig.name}(${sig.codec.serialize}(a0));\n            ck_stop();\n            ${wname(sig.returns as ValueType)}(sb, r);\n`;
  } else if (ref >= 0) {
    call = `            ${cType(sig.returns as ValueType)} r = ${fn}(${args.join(', ')});\n            ck_stop();\n            if (!r) ck_put(sb, "null"); else ck_jll(sb, ck_ref_of(&ck_rr, r));\n            free(ck_rr.node); free(ck_rr.pos);\n`;
  } else if (prefixOfIndex(sig) >= 0) {
    const k = prefixOfIndex(sig);
    call = `            int r = ${fn}(${args.join(', ')});\n            ck_stop();\n            ck_put(sb, "["); ck_jll(sb, r); ck_put(sb, ","); ${wname(sig.params[k]!.type)}(sb, a${k}, a${k}n); ck_put(sb, "]");\n`;
  } else call = callAndWrite(sig.returns, sig.name, args, '            ', sig.params, sig.mutates, 'a');
  return `${decls}        ck_begin(ck_idx);
        ck_t0 = ck_now_us();
        {
${call}        }`;
}

function designMain(sig: Extract<Signature, { kind: 'design' }>): string {
  const c = sig.className;
  const cases: string[] = [];
  const ctor = readParams(sig.constructor.params, 'p', '                ');
  cases.push(
    `            case 0: {\n${ctor.decls}                obj = ${lowerFirst(c)}Create(${ctor.args.join(', ')}); ck_put(sb, "null"); break; }`,
  );
  sig.methods.forEach((m: MethodSignature, mi) => {
    const rp = readParams(m.params, 'p', '                ');
    const body = callAndWrite(
      m.returns,
      methodFn(c, m.name),
      ['obj', ...rp.args],
      '                ',
      m.params,
      undefined,
      'p',
    ).replace(/ck_stop\(\);\n/g, '');
    cases.push(`            case ${mi + 1}: {\n${rp.decls}${body}                break; }`);
  });
  return `        long long ck_n = ck_rl();
        ck_begin(ck_idx);
        ck_t0 = ck_now_us();
        ${c}* obj = NULL;
        ck_put(sb, "[");
        for (long long ck_c = 0; ck_c < ck_n; ck_c++) {
            if (ck_c) ck_put(sb, ",");
            switch ((int)ck_rl()) {
${cases.join('\n')}
            }
        }
        ck_put(sb, "]");
        ck_stop();
        if (obj) ${lowerFirst(c)}Free(obj);`;
}

function definesStruct(code: string, name: string): boolean {
  return new RegExp(`\\bstruct\\s+${name}\\s*\\{`).test(stripCommentsAndStrings(code));
}

const PRELUDE = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <stdint.h>
#include <limits.h>
#include <math.h>
#include <ctype.h>
#include <time.h>
#include <sys/resource.h>
`;

export const cDriver: LanguageDriver = {
  starterCode,
  buildProgram(sig, userCode) {
    const types = typesUsed(sig);
    let prelude = PRELUDE;
    if (types.has('ListNode') && !definesStruct(userCode, 'ListNode')) prelude += `${LISTNODE_C}\n`;
    if (types.has('TreeNode') && !definesStruct(userCode, 'TreeNode')) prelude += `${TREENODE_C}\n`;
    const node = nodeTypeOf(sig);
    if (node && !definesStruct(userCode, 'Node')) prelude += `${NODE_C[node]}\n`;
    const user = userCode.endsWith('\n') ? userCode : `${userCode}\n`;
    const driver = `
/* ---------------- CodingKaro driver ---------------- */
static const char* ck_nonce = "";
#define CK_NONCE ck_nonce
${C_READER_CORE}
${SB}
${NODE_REFS_C(types.has('ListNode'), types.has('TreeNode'))}
${readers(types)}
${writers(types)}
${node ? NODE_C_IO[node] : ''}
static long long ck_t0, ck_us;
static void ck_stop(void) { ck_us = ck_now_us() - ck_t0; }
static void ck_begin(long long idx) { fflush(stdout); ck_marker("B", idx, 0, ""); }
int main(void) {
    ck_big_stack();
    ck_load();
    ck_nonce = ck_rraw(NULL);
    long long ck_tests = ck_rl();
    for (long long ck_t = 0; ck_t < ck_tests; ck_t++) {
        long long ck_idx = ck_rl();
        ck_sb sbv = {0}; ck_sb* sb = &sbv; ck_put(sb, "");
        ck_fail = NULL;
        ck_in_n = 0;
${sig.kind === 'function' ? functionMain(sig) : designMain(sig)}
        fflush(stdout);
        if (ck_fail) { ck_sb e = {0}; ck_js(&e, ck_fail); ck_marker("E", ck_idx, ck_us, e.s); free(e.s); }
        else ck_marker("R", ck_idx, ck_us, sb->s);
        free(sb->s);
    }
    return 0;
}
`;
    return {
      sourceFile: 'main.c',
      userLineOffset: countLines(prelude),
      files: [{ name: 'main.c', content: prelude + user + driver }],
      encodeInput(tests: IndexedTest[], nonce: string) {
        return `${nonceLine(nonce)}${tests.length}\n${tests.map((t) => encodeTestTokens(sig, t.index, t.args)).join('\n')}\n`;
      },
    };
  },
};
