import { describe, expect, it } from 'vitest';
import { judge } from '../src/judge.js';
import { JUDGE_LANGUAGES, type JudgeLanguage, type ProblemFile, type Signature, type TestCase } from '../src/signature.js';
import { executor } from './helpers.js';

/**
 * The judge features LeetCode's node problems need, each judged in every language with a LeetCode-style solution
 * written against LeetCode's own class definitions: cycles given by `pos`, lists sharing a tail, node references in
 * and out, the four Node classes, codecs and a design class built from a tree.
 */
interface Case {
  signature: Signature;
  tests: TestCase[];
  solutions: Record<JudgeLanguage, string>;
}

const problem = (signature: Signature, tests: TestCase[]): ProblemFile => ({
  title: 'Feature',
  difficulty: 'Medium',
  topics: ['Tree'],
  order: 1,
  premium: false,
  signature,
  compare: 'exact',
  examples: [{ args: tests[0]!.args, expected: tests[0]!.expected }],
  constraints: [],
});

const CASES: Record<string, Case> = {
  'cycle given by pos, result is a node of the input': {
    signature: {
      kind: 'function',
      name: 'detectCycle',
      params: [
        { name: 'head', type: 'ListNode', cycle: 'pos' },
        { name: 'pos', type: 'int', hidden: true },
      ],
      returns: 'ListNode',
      returnsNodeOf: 'head',
    },
    tests: [
      { args: [[3, 2, 0, -4], 1], expected: 1 },
      { args: [[1, 2], 0], expected: 0 },
      { args: [[1], -1], expected: null },
      { args: [[], -1], expected: null },
      { args: [[5, 5, 5, 5], 2], expected: 2 },
    ],
    solutions: {
      javascript: `var detectCycle = function(head) {
    let slow = head, fast = head;
    while (fast && fast.next) {
        slow = slow.next; fast = fast.next.next;
        if (slow === fast) {
            let p = head;
            while (p !== slow) { p = p.next; slow = slow.next; }
            return p;
        }
    }
    return null;
};`,
      python: `class Solution:
    def detectCycle(self, head: Optional[ListNode]) -> Optional[ListNode]:
        seen = set()
        while head:
            if head in seen:
                return head
            seen.add(head)
            head = head.next
        return None
`,
      java: `public class Solution {
    public ListNode detectCycle(ListNode head) {
        Set<ListNode> seen = new HashSet<>();
        for (ListNode p = head; p != null; p = p.next) if (!seen.add(p)) return p;
        return null;
    }
}`,
      cpp: `class Solution {
public:
    ListNode *detectCycle(ListNode *head) {
        ListNode *slow = head, *fast = head;
        while (fast && fast->next) {
            slow = slow->next; fast = fast->next->next;
            if (slow == fast) {
                ListNode* p = head;
                while (p != slow) { p = p->next; slow = slow->next; }
                return p;
            }
        }
        return NULL;
    }
};`,
      c: `struct ListNode *detectCycle(struct ListNode *head) {
    struct ListNode *slow = head, *fast = head;
    while (fast && fast->next) {
        slow = slow->next; fast = fast->next->next;
        if (slow == fast) {
            struct ListNode* p = head;
            while (p != slow) { p = p->next; slow = slow->next; }
            return p;
        }
    }
    return NULL;
}`,
    },
  },
  'two lists sharing a tail': {
    signature: {
      kind: 'function',
      name: 'getIntersectionNode',
      params: [
        { name: 'intersectVal', type: 'int', hidden: true },
        { name: 'headA', type: 'ListNode' },
        { name: 'headB', type: 'ListNode', sharesTail: { with: 'headA', skip: 'skipB', withSkip: 'skipA' } },
        { name: 'skipA', type: 'int', hidden: true },
        { name: 'skipB', type: 'int', hidden: true },
      ],
      returns: 'ListNode',
      returnsNodeOf: 'headA',
    },
    tests: [
      { args: [8, [4, 1, 8, 4, 5], [5, 6, 1, 8, 4, 5], 2, 3], expected: 2 },
      { args: [2, [1, 9, 1, 2, 4], [3, 2, 4], 3, 1], expected: 3 },
      { args: [0, [2, 6, 4], [1, 5], 3, 2], expected: null },
      { args: [1, [1, 1, 1], [1, 1], 1, 0], expected: 1 },
    ],
    solutions: {
      javascript: `var getIntersectionNode = function(headA, headB) {
    let a = headA, b = headB;
    while (a !== b) { a = a ? a.next : headB; b = b ? b.next : headA; }
    return a;
};`,
      python: `class Solution:
    def getIntersectionNode(self, headA: ListNode, headB: ListNode) -> Optional[ListNode]:
        a, b = headA, headB
        while a is not b:
            a = a.next if a else headB
            b = b.next if b else headA
        return a
`,
      java: `public class Solution {
    public ListNode getIntersectionNode(ListNode headA, ListNode headB) {
        ListNode a = headA, b = headB;
        while (a != b) { a = a == null ? headB : a.next; b = b == null ? headA : b.next; }
        return a;
    }
}`,
      cpp: `class Solution {
public:
    ListNode *getIntersectionNode(ListNode *headA, ListNode *headB) {
        ListNode *a = headA, *b = headB;
        while (a != b) { a = a ? a->next : headB; b = b ? b->next : headA; }
        return a;
    }
};`,
      c: `struct ListNode *getIntersectionNode(struct ListNode *headA, struct ListNode *headB) {
    struct ListNode *a = headA, *b = headB;
    while (a != b) { a = a ? a->next : headB; b = b ? b->next : headA; }
    return a;
}`,
    },
  },
  'argument that is a node of a hidden list': {
    signature: {
      kind: 'function',
      name: 'deleteNode',
      params: [
        { name: 'head', type: 'ListNode', hidden: true },
        { name: 'node', type: 'ListNode', nodeOf: 'head' },
      ],
      returns: 'void',
      mutates: 'head',
    },
    tests: [
      { args: [[4, 5, 1, 9], 5], expected: [4, 1, 9] },
      { args: [[4, 5, 1, 9], 1], expected: [4, 5, 9] },
      { args: [[-3, 5, -99], -3], expected: [5, -99] },
    ],
    solutions: {
      javascript: `var deleteNode = function(node) {
    node.val = node.next.val;
    node.next = node.next.next;
};`,
      python: `class Solution:
    def deleteNode(self, node):
        node.val = node.next.val
        node.next = node.next.next
`,
      java: `class Solution {
    public void deleteNode(ListNode node) {
        node.val = node.next.val;
        node.next = node.next.next;
    }
}`,
      cpp: `class Solution {
public:
    void deleteNode(ListNode* node) {
        *node = *node->next;
    }
};`,
      c: `void deleteNode(struct ListNode* node) {
    node->val = node->next->val;
    node->next = node->next->next;
}`,
    },
  },
  'tree node references in and out': {
    signature: {
      kind: 'function',
      name: 'lowestCommonAncestor',
      params: [
        { name: 'root', type: 'TreeNode' },
        { name: 'p', type: 'TreeNode', nodeOf: 'root' },
        { name: 'q', type: 'TreeNode', nodeOf: 'root' },
      ],
      returns: 'TreeNode',
      returnsNodeOf: 'root',
    },
    tests: [
      { args: [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 5, 1], expected: 0 },
      { args: [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 5, 4], expected: 1 },
      { args: [[1, 2], 1, 2], expected: 0 },
      { args: [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 7, 8], expected: 0 },
      { args: [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 7, 6], expected: 1 },
    ],
    solutions: {
      javascript: `var lowestCommonAncestor = function(root, p, q) {
    if (!root || root === p || root === q) return root;
    const l = lowestCommonAncestor(root.left, p, q), r = lowestCommonAncestor(root.right, p, q);
    return l && r ? root : l || r;
};`,
      python: `class Solution:
    def lowestCommonAncestor(self, root: 'TreeNode', p: 'TreeNode', q: 'TreeNode') -> 'TreeNode':
        if root is None or root is p or root is q:
            return root
        l = self.lowestCommonAncestor(root.left, p, q)
        r = self.lowestCommonAncestor(root.right, p, q)
        return root if l and r else l or r
`,
      java: `class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        if (root == null || root == p || root == q) return root;
        TreeNode l = lowestCommonAncestor(root.left, p, q), r = lowestCommonAncestor(root.right, p, q);
        return l != null && r != null ? root : l != null ? l : r;
    }
}`,
      cpp: `class Solution {
public:
    TreeNode* lowestCommonAncestor(TreeNode* root, TreeNode* p, TreeNode* q) {
        if (!root || root == p || root == q) return root;
        TreeNode *l = lowestCommonAncestor(root->left, p, q), *r = lowestCommonAncestor(root->right, p, q);
        return l && r ? root : l ? l : r;
    }
};`,
      c: `struct TreeNode* lowestCommonAncestor(struct TreeNode* root, struct TreeNode* p, struct TreeNode* q) {
    if (!root || root == p || root == q) return root;
    struct TreeNode *l = lowestCommonAncestor(root->left, p, q), *r = lowestCommonAncestor(root->right, p, q);
    return l && r ? root : l ? l : r;
}`,
    },
  },
  'graph Node deep copy': {
    signature: {
      kind: 'function',
      name: 'cloneGraph',
      params: [{ name: 'node', type: 'GraphNode' }],
      returns: 'GraphNode',
    },
    tests: [
      {
        args: [
          [
            [2, 4],
            [1, 3],
            [2, 4],
            [1, 3],
          ],
        ],
        expected: [
          [2, 4],
          [1, 3],
          [2, 4],
          [1, 3],
        ],
      },
      { args: [[[]]], expected: [[]] },
      { args: [[]], expected: [] },
      { args: [[[2], [1]]], expected: [[2], [1]] },
    ],
    solutions: {
      javascript: `var cloneGraph = function(node) {
    const copies = new Map();
    const dfs = (n) => {
        if (!n) return null;
        if (copies.has(n)) return copies.get(n);
        const c = new _Node(n.val);
        copies.set(n, c);
        c.neighbors = n.neighbors.map(dfs);
        return c;
    };
    return dfs(node);
};`,
      python: `class Solution:
    def cloneGraph(self, node: Optional['Node']) -> Optional['Node']:
        copies = {}
        def dfs(n):
            if n is None:
                return None
            if n in copies:
                return copies[n]
            c = Node(n.val)
            copies[n] = c
            c.neighbors = [dfs(x) for x in n.neighbors]
            return c
        return dfs(node)
`,
      java: `class Solution {
    private Map<Node, Node> copies = new HashMap<>();
    public Node cloneGraph(Node node) {
        if (node == null) return null;
        if (copies.containsKey(node)) return copies.get(node);
        Node c = new Node(node.val);
        copies.put(node, c);
        for (Node x : node.neighbors) c.neighbors.add(cloneGraph(x));
        return c;
    }
}`,
      cpp: `class Solution {
    unordered_map<Node*, Node*> copies;
public:
    Node* cloneGraph(Node* node) {
        if (!node) return nullptr;
        if (copies.count(node)) return copies[node];
        Node* c = new Node(node->val);
        copies[node] = c;
        for (Node* x : node->neighbors) c->neighbors.push_back(cloneGraph(x));
        return c;
    }
};`,
      c: `struct Node* copies[101];
struct Node* dfs(struct Node* n) {
    if (!n) return NULL;
    if (copies[n->val]) return copies[n->val];
    struct Node* c = malloc(sizeof(struct Node));
    c->val = n->val; c->numNeighbors = n->numNeighbors;
    c->neighbors = malloc(sizeof(struct Node*) * (n->numNeighbors + 1));
    copies[n->val] = c;
    for (int i = 0; i < n->numNeighbors; i++) c->neighbors[i] = dfs(n->neighbors[i]);
    return c;
}
struct Node *cloneGraph(struct Node *s) {
    memset(copies, 0, sizeof copies);
    return dfs(s);
}`,
    },
  },
  'list Node with random pointers': {
    signature: {
      kind: 'function',
      name: 'copyRandomList',
      params: [{ name: 'head', type: 'RandomListNode' }],
      returns: 'RandomListNode',
    },
    tests: [
      {
        args: [
          [
            [7, null],
            [13, 0],
            [11, 4],
            [10, 2],
            [1, 0],
          ],
        ],
        expected: [
          [7, null],
          [13, 0],
          [11, 4],
          [10, 2],
          [1, 0],
        ],
      },
      {
        args: [
          [
            [3, null],
            [3, 0],
            [3, null],
          ],
        ],
        expected: [
          [3, null],
          [3, 0],
          [3, null],
        ],
      },
      { args: [[]], expected: [] },
    ],
    solutions: {
      javascript: `var copyRandomList = function(head) {
    const m = new Map();
    for (let p = head; p; p = p.next) m.set(p, new _Node(p.val, null, null));
    for (let p = head; p; p = p.next) { m.get(p).next = p.next ? m.get(p.next) : null; m.get(p).random = p.random ? m.get(p.random) : null; }
    return head ? m.get(head) : null;
};`,
      python: `class Solution:
    def copyRandomList(self, head: 'Optional[Node]') -> 'Optional[Node]':
        m = {None: None}
        p = head
        while p:
            m[p] = Node(p.val)
            p = p.next
        p = head
        while p:
            m[p].next = m[p.next]
            m[p].random = m[p.random]
            p = p.next
        return m[head]
`,
      java: `class Solution {
    public Node copyRandomList(Node head) {
        Map<Node, Node> m = new HashMap<>();
        for (Node p = head; p != null; p = p.next) m.put(p, new Node(p.val));
        for (Node p = head; p != null; p = p.next) { m.get(p).next = m.get(p.next); m.get(p).random = m.get(p.random); }
        return m.get(head);
    }
}`,
      cpp: `class Solution {
public:
    Node* copyRandomList(Node* head) {
        unordered_map<Node*, Node*> m; m[nullptr] = nullptr;
        for (Node* p = head; p; p = p->next) m[p] = new Node(p->val);
        for (Node* p = head; p; p = p->next) { m[p]->next = m[p->next]; m[p]->random = m[p->random]; }
        return m[head];
    }
};`,
      c: `struct Node* copyRandomList(struct Node* head) {
    for (struct Node* p = head; p; p = p->next->next) {
        struct Node* c = malloc(sizeof(struct Node));
        c->val = p->val; c->next = p->next; c->random = NULL; p->next = c;
    }
    for (struct Node* p = head; p; p = p->next->next) p->next->random = p->random ? p->random->next : NULL;
    struct Node* res = head ? head->next : NULL;
    for (struct Node* p = head; p; p = p->next) { struct Node* c = p->next; p->next = c->next; c->next = c->next ? c->next->next : NULL; }
    return res;
}`,
    },
  },
  'tree Node with next pointers': {
    signature: {
      kind: 'function',
      name: 'connect',
      params: [{ name: 'root', type: 'NextTreeNode' }],
      returns: 'NextTreeNode',
    },
    tests: [
      { args: [[1, 2, 3, 4, 5, 6, 7]], expected: [1, '#', 2, 3, '#', 4, 5, 6, 7, '#'] },
      { args: [[]], expected: [] },
      { args: [[1, 2, 3, 4, 5, null, 7]], expected: [1, '#', 2, 3, '#', 4, 5, 7, '#'] },
    ],
    solutions: {
      javascript: `var connect = function(root) {
    let level = root ? [root] : [];
    while (level.length) {
        const next = [];
        level.forEach((n, i) => { n.next = level[i + 1] || null; if (n.left) next.push(n.left); if (n.right) next.push(n.right); });
        level = next;
    }
    return root;
};`,
      python: `class Solution:
    def connect(self, root: 'Optional[Node]') -> 'Optional[Node]':
        level = [root] if root else []
        while level:
            for a, b in zip(level, level[1:]):
                a.next = b
            level = [c for n in level for c in (n.left, n.right) if c]
        return root
`,
      java: `class Solution {
    public Node connect(Node root) {
        List<Node> level = new ArrayList<>();
        if (root != null) level.add(root);
        while (!level.isEmpty()) {
            List<Node> next = new ArrayList<>();
            for (int i = 0; i < level.size(); i++) {
                Node n = level.get(i);
                n.next = i + 1 < level.size() ? level.get(i + 1) : null;
                if (n.left != null) next.add(n.left);
                if (n.right != null) next.add(n.right);
            }
            level = next;
        }
        return root;
    }
}`,
      cpp: `class Solution {
public:
    Node* connect(Node* root) {
        vector<Node*> level;
        if (root) level.push_back(root);
        while (!level.empty()) {
            vector<Node*> next;
            for (size_t i = 0; i < level.size(); i++) {
                level[i]->next = i + 1 < level.size() ? level[i + 1] : NULL;
                if (level[i]->left) next.push_back(level[i]->left);
                if (level[i]->right) next.push_back(level[i]->right);
            }
            level = next;
        }
        return root;
    }
};`,
      c: `struct Node* connect(struct Node* root) {
    struct Node* q[10000]; int h = 0, t = 0;
    if (root) q[t++] = root;
    while (h < t) {
        int end = t;
        for (int i = h; i < end; i++) {
            q[i]->next = i + 1 < end ? q[i + 1] : NULL;
            if (q[i]->left) q[t++] = q[i]->left;
            if (q[i]->right) q[t++] = q[i]->right;
        }
        h = end;
    }
    return root;
}`,
    },
  },
  'N-ary tree Node': {
    signature: {
      kind: 'function',
      name: 'preorder',
      params: [{ name: 'root', type: 'NaryTreeNode' }],
      returns: 'int[]',
      javaReturns: 'list',
    },
    tests: [
      { args: [[1, null, 3, 2, 4, null, 5, 6]], expected: [1, 3, 5, 6, 2, 4] },
      { args: [[]], expected: [] },
      {
        args: [[1, null, 2, 3, 4, 5, null, null, 6, 7, null, 8, null, 9, 10, null, null, 11, null, 12, null, 13, null, null, 14]],
        expected: [1, 2, 3, 6, 7, 11, 14, 4, 8, 12, 5, 9, 13, 10],
      },
    ],
    solutions: {
      javascript: `var preorder = function(root) {
    const out = [];
    const go = (n) => { if (!n) return; out.push(n.val); for (const c of n.children) go(c); };
    go(root);
    return out;
};`,
      python: `class Solution:
    def preorder(self, root: 'Node') -> List[int]:
        out = []
        def go(n):
            if n:
                out.append(n.val)
                for c in n.children or []:
                    go(c)
        go(root)
        return out
`,
      java: `class Solution {
    public List<Integer> preorder(Node root) {
        List<Integer> out = new ArrayList<>();
        go(root, out);
        return out;
    }
    private void go(Node n, List<Integer> out) {
        if (n == null) return;
        out.add(n.val);
        for (Node c : n.children) go(c, out);
    }
}`,
      cpp: `class Solution {
    void go(Node* n, vector<int>& out) { if (!n) return; out.push_back(n->val); for (Node* c : n->children) go(c, out); }
public:
    vector<int> preorder(Node* root) { vector<int> out; go(root, out); return out; }
};`,
      c: `void go(struct Node* n, int* out, int* k) {
    if (!n) return;
    out[(*k)++] = n->val;
    for (int i = 0; i < n->numChildren; i++) go(n->children[i], out, k);
}
int* preorder(struct Node* root, int* returnSize) {
    int* out = malloc(sizeof(int) * 10000);
    *returnSize = 0;
    go(root, out, returnSize);
    return out;
}`,
    },
  },
  'codec round trip': {
    signature: {
      kind: 'function',
      name: 'deserialize',
      params: [{ name: 'root', type: 'TreeNode' }],
      returns: 'TreeNode',
      codec: { className: 'Codec', serialize: 'serialize' },
    },
    tests: [
      { args: [[1, 2, 3, null, null, 4, 5]], expected: [1, 2, 3, null, null, 4, 5] },
      { args: [[]], expected: [] },
      { args: [[-1000, null, 7]], expected: [-1000, null, 7] },
    ],
    solutions: {
      javascript: `var serialize = function(root) {
    const out = [];
    const go = (n) => { if (!n) { out.push('#'); return; } out.push(n.val); go(n.left); go(n.right); };
    go(root);
    return out.join(',');
};
var deserialize = function(data) {
    const t = data.split(','); let i = 0;
    const go = () => { const v = t[i++]; if (v === '#') return null; const n = new TreeNode(+v); n.left = go(); n.right = go(); return n; };
    return go();
};`,
      python: `class Codec:
    def serialize(self, root):
        out = []
        def go(n):
            if not n:
                out.append('#')
                return
            out.append(str(n.val)); go(n.left); go(n.right)
        go(root)
        return ','.join(out)

    def deserialize(self, data):
        it = iter(data.split(','))
        def go():
            v = next(it)
            if v == '#':
                return None
            n = TreeNode(int(v)); n.left = go(); n.right = go()
            return n
        return go()
`,
      java: `public class Codec {
    public String serialize(TreeNode root) {
        StringBuilder sb = new StringBuilder();
        go(root, sb);
        return sb.toString();
    }
    private void go(TreeNode n, StringBuilder sb) {
        if (n == null) { sb.append("#,"); return; }
        sb.append(n.val).append(','); go(n.left, sb); go(n.right, sb);
    }
    private int i;
    public TreeNode deserialize(String data) {
        String[] t = data.split(","); i = 0;
        return build(t);
    }
    private TreeNode build(String[] t) {
        String v = t[i++];
        if (v.equals("#")) return null;
        TreeNode n = new TreeNode(Integer.parseInt(v)); n.left = build(t); n.right = build(t);
        return n;
    }
}`,
      cpp: `class Codec {
public:
    string serialize(TreeNode* root) {
        if (!root) return "#";
        return to_string(root->val) + "," + serialize(root->left) + "," + serialize(root->right);
    }
    TreeNode* deserialize(string data) {
        stringstream ss(data);
        return build(ss);
    }
    TreeNode* build(stringstream& ss) {
        string v; getline(ss, v, ',');
        if (v == "#") return nullptr;
        TreeNode* n = new TreeNode(stoi(v)); n->left = build(ss); n->right = build(ss);
        return n;
    }
};`,
      c: `void ser(struct TreeNode* n, char* buf, int* k) {
    if (!n) { *k += sprintf(buf + *k, "#,"); return; }
    *k += sprintf(buf + *k, "%d,", n->val); ser(n->left, buf, k); ser(n->right, buf, k);
}
char* serialize(struct TreeNode* root) {
    char* buf = malloc(1 << 20); int k = 0; buf[0] = 0;
    ser(root, buf, &k);
    return buf;
}
struct TreeNode* build(char** p) {
    if (**p == '#') { *p += 2; return NULL; }
    struct TreeNode* n = malloc(sizeof(struct TreeNode));
    n->val = (int)strtol(*p, p, 10); (*p)++;
    n->left = build(p); n->right = build(p);
    return n;
}
struct TreeNode* deserialize(char* data) {
    return build(&data);
}`,
    },
  },
  'design class built from a tree': {
    signature: {
      kind: 'design',
      className: 'BSTIterator',
      constructor: { params: [{ name: 'root', type: 'TreeNode' }] },
      methods: [
        { name: 'next', params: [], returns: 'int' },
        { name: 'hasNext', params: [], returns: 'bool' },
      ],
    },
    tests: [
      {
        args: [
          ['BSTIterator', 'next', 'next', 'hasNext', 'next', 'hasNext', 'next', 'hasNext', 'next', 'hasNext'],
          [[[7, 3, 15, null, null, 9, 20]], [], [], [], [], [], [], [], [], []],
        ],
        expected: [null, 3, 7, true, 9, true, 15, true, 20, false],
      },
    ],
    solutions: {
      javascript: `var BSTIterator = function(root) {
    this.st = [];
    this.push(root);
};
BSTIterator.prototype.push = function(n) { while (n) { this.st.push(n); n = n.left; } };
BSTIterator.prototype.next = function() { const n = this.st.pop(); this.push(n.right); return n.val; };
BSTIterator.prototype.hasNext = function() { return this.st.length > 0; };`,
      python: `class BSTIterator:
    def __init__(self, root: Optional[TreeNode]):
        self.st = []
        self._push(root)

    def _push(self, n):
        while n:
            self.st.append(n)
            n = n.left

    def next(self) -> int:
        n = self.st.pop()
        self._push(n.right)
        return n.val

    def hasNext(self) -> bool:
        return bool(self.st)
`,
      java: `class BSTIterator {
    private Deque<TreeNode> st = new ArrayDeque<>();
    public BSTIterator(TreeNode root) { push(root); }
    private void push(TreeNode n) { while (n != null) { st.push(n); n = n.left; } }
    public int next() { TreeNode n = st.pop(); push(n.right); return n.val; }
    public boolean hasNext() { return !st.isEmpty(); }
}`,
      cpp: `class BSTIterator {
    stack<TreeNode*> st;
    void push(TreeNode* n) { while (n) { st.push(n); n = n->left; } }
public:
    BSTIterator(TreeNode* root) { push(root); }
    int next() { TreeNode* n = st.top(); st.pop(); push(n->right); return n->val; }
    bool hasNext() { return !st.empty(); }
};`,
      c: `typedef struct {
    struct TreeNode* st[100000];
    int top;
} BSTIterator;
static void pushLeft(BSTIterator* it, struct TreeNode* n) { while (n) { it->st[it->top++] = n; n = n->left; } }
BSTIterator* bSTIteratorCreate(struct TreeNode* root) {
    BSTIterator* it = malloc(sizeof(BSTIterator)); it->top = 0; pushLeft(it, root); return it;
}
int bSTIteratorNext(BSTIterator* obj) { struct TreeNode* n = obj->st[--obj->top]; pushLeft(obj, n->right); return n->val; }
bool bSTIteratorHasNext(BSTIterator* obj) { return obj->top > 0; }
void bSTIteratorFree(BSTIterator* obj) { free(obj); }`,
    },
  },
};

describe.concurrent('node features', { timeout: 120_000 }, () => {
  for (const [name, c] of Object.entries(CASES)) {
    for (const language of JUDGE_LANGUAGES) {
      it(`${name}: ${language}`, async () => {
        const r = await judge({
          problem: problem(c.signature, c.tests),
          tests: c.tests,
          language,
          code: c.solutions[language],
          executor,
          stopOnFirstFailure: false,
        });
        const bad = r.tests.find((t) => !t.passed);
        expect(
          {
            verdict: r.verdict,
            compile: r.compileOutput,
            bad: bad && [bad.input, bad.expectedOutput, bad.actualOutput, bad.error],
          },
          name,
        ).toEqual({ verdict: 'Accepted', compile: null, bad: undefined });
      });
    }
  }
});

/** Returning the input graph instead of a copy: the values match, but LeetCode rejects it, and so do we. */
const SHALLOW_CLONE: Record<JudgeLanguage, string> = {
  javascript: 'var cloneGraph = function(node) { return node; };',
  python: 'class Solution:\n    def cloneGraph(self, node):\n        return node\n',
  java: 'class Solution {\n    public Node cloneGraph(Node node) { return node; }\n}',
  cpp: 'class Solution {\npublic:\n    Node* cloneGraph(Node* node) { return node; }\n};',
  c: 'struct Node *cloneGraph(struct Node *s) { return s; }',
};

/** A fresh node with the right value is not the node of the input. */
const COPIED_NODE: Record<JudgeLanguage, string> = {
  javascript: `var detectCycle = function(head) {
    const seen = new Set();
    for (let p = head; p; p = p.next) { if (seen.has(p)) return new ListNode(p.val); seen.add(p); }
    return null;
};`,
  python: `class Solution:
    def detectCycle(self, head):
        seen = set()
        while head:
            if head in seen:
                return ListNode(head.val)
            seen.add(head)
            head = head.next
        return None
`,
  java: `public class Solution {
    public ListNode detectCycle(ListNode head) {
        Set<ListNode> seen = new HashSet<>();
        for (ListNode p = head; p != null; p = p.next) if (!seen.add(p)) return new ListNode(p.val);
        return null;
    }
}`,
  cpp: `class Solution {
public:
    ListNode *detectCycle(ListNode *head) {
        unordered_set<ListNode*> seen;
        for (ListNode* p = head; p; p = p->next) { if (seen.count(p)) return new ListNode(p->val); seen.insert(p); }
        return NULL;
    }
};`,
  c: `struct ListNode *detectCycle(struct ListNode *head) {
    struct ListNode* seen[100]; int n = 0;
    for (struct ListNode* p = head; p; p = p->next) {
        for (int i = 0; i < n; i++) if (seen[i] == p) { struct ListNode* c = malloc(sizeof(struct ListNode)); c->val = p->val; c->next = NULL; return c; }
        seen[n++] = p;
    }
    return NULL;
}`,
};

describe.concurrent('node identity is checked', { timeout: 120_000 }, () => {
  for (const language of JUDGE_LANGUAGES) {
    it(`a clone that shares nodes with the input is Wrong Answer: ${language}`, async () => {
      const c = CASES['graph Node deep copy']!;
      const r = await judge({
        problem: problem(c.signature, c.tests),
        tests: c.tests,
        language,
        code: SHALLOW_CLONE[language],
        executor,
        stopOnFirstFailure: true,
      });
      expect(r.verdict).toBe('Wrong Answer');
      expect(r.tests[0]!.actualOutput).toContain('deep copy');
    });
    it(`a new node with the right value is Wrong Answer: ${language}`, async () => {
      const c = CASES['cycle given by pos, result is a node of the input']!;
      const r = await judge({
        problem: problem(c.signature, c.tests),
        tests: c.tests,
        language,
        code: COPIED_NODE[language],
        executor,
        stopOnFirstFailure: true,
      });
      expect(r.verdict).toBe('Wrong Answer');
      expect(r.tests[0]).toMatchObject({ expectedOutput: '2', actualOutput: 'a node that is not in the input' });
    });
  }
});

describe('display of node references', () => {
  it('shows the node value, and its index when the value repeats', async () => {
    const c = CASES['two lists sharing a tail']!;
    const r = await judge({
      problem: problem(c.signature, c.tests),
      tests: c.tests,
      language: 'javascript',
      code: 'var getIntersectionNode = function(headA, headB) { return headA; };',
      executor,
      stopOnFirstFailure: false,
    });
    expect(r.tests[0]).toMatchObject({
      input: 'intersectVal = 8, headA = [4,1,8,4,5], headB = [5,6,1,8,4,5], skipA = 2, skipB = 3',
      expectedOutput: '8',
      actualOutput: '4 (node at index 0)',
    });
    expect(r.tests[3]).toMatchObject({ expectedOutput: '1 (node at index 1)', actualOutput: '1 (node at index 0)' });
  });
});
