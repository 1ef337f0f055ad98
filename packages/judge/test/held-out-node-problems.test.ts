import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Checker, judge } from '../src/judge.js';
import type { JudgeLanguage } from '../src/signature.js';
import { CONTENT, executor, loadFixture } from './helpers.js';

/**
 * Held-out check for the library problems that use the node features: solutions written the way a learner pastes
 * them from LeetCode (other approaches than the folders' reference solutions, LeetCode's class names and
 * signatures), each judged unchanged on the problem's full tests.json.
 */
const HELD_OUT: [slug: string, language: JudgeLanguage, code: string][] = [
  [
    'linked-list-cycle',
    'python',
    `# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, x):
#         self.val = x
#         self.next = None

class Solution:
    def hasCycle(self, head: Optional[ListNode]) -> bool:
        seen = set()
        while head:
            if head in seen:
                return True
            seen.add(head)
            head = head.next
        return False
`,
  ],
  [
    'linked-list-cycle',
    'java',
    `public class Solution {
    public boolean hasCycle(ListNode head) {
        Set<ListNode> seen = new HashSet<>();
        while (head != null) {
            if (!seen.add(head)) return true;
            head = head.next;
        }
        return false;
    }
}`,
  ],
  [
    'linked-list-cycle-ii',
    'cpp',
    `class Solution {
public:
    ListNode *detectCycle(ListNode *head) {
        unordered_set<ListNode*> seen;
        while (head) {
            if (seen.count(head)) return head;
            seen.insert(head);
            head = head->next;
        }
        return NULL;
    }
};`,
  ],
  [
    'intersection-of-two-linked-lists',
    'python',
    `class Solution:
    def getIntersectionNode(self, headA: ListNode, headB: ListNode) -> Optional[ListNode]:
        def length(h):
            n = 0
            while h:
                n += 1
                h = h.next
            return n
        a, b = length(headA), length(headB)
        while a > b:
            headA = headA.next
            a -= 1
        while b > a:
            headB = headB.next
            b -= 1
        while headA is not headB:
            headA, headB = headA.next, headB.next
        return headA
`,
  ],
  [
    'intersection-of-two-linked-lists',
    'javascript',
    `/**
 * @param {ListNode} headA
 * @param {ListNode} headB
 * @return {ListNode}
 */
var getIntersectionNode = function(headA, headB) {
    const inA = new Set();
    for (let p = headA; p; p = p.next) inA.add(p);
    for (let p = headB; p; p = p.next) if (inA.has(p)) return p;
    return null;
};`,
  ],
  [
    'delete-node-in-a-linked-list',
    'java',
    `/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode(int x) { val = x; }
 * }
 */
class Solution {
    public void deleteNode(ListNode node) {
        while (node.next.next != null) {
            node.val = node.next.val;
            node = node.next;
        }
        node.val = node.next.val;
        node.next = null;
    }
}`,
  ],
  [
    'copy-list-with-random-pointer',
    'javascript',
    `/**
 * // Definition for a _Node.
 * function _Node(val, next, random) {
 *    this.val = val;
 *    this.next = next;
 *    this.random = random;
 * };
 */
var copyRandomList = function(head) {
    if (!head) return null;
    for (let p = head; p; p = p.next.next) p.next = new _Node(p.val, p.next, null);
    for (let p = head; p; p = p.next.next) p.next.random = p.random ? p.random.next : null;
    const copy = head.next;
    for (let p = head; p; p = p.next) {
        const c = p.next;
        p.next = c.next;
        c.next = c.next ? c.next.next : null;
    }
    return copy;
};`,
  ],
  [
    'lowest-common-ancestor-of-a-binary-tree',
    'python',
    `class Solution:
    def lowestCommonAncestor(self, root: 'TreeNode', p: 'TreeNode', q: 'TreeNode') -> 'TreeNode':
        parent = {root: None}
        stack = [root]
        while p not in parent or q not in parent:
            node = stack.pop()
            if node.left:
                parent[node.left] = node
                stack.append(node.left)
            if node.right:
                parent[node.right] = node
                stack.append(node.right)
        ancestors = set()
        while p:
            ancestors.add(p)
            p = parent[p]
        while q not in ancestors:
            q = parent[q]
        return q
`,
  ],
  [
    'lowest-common-ancestor-of-a-binary-search-tree',
    'cpp',
    `class Solution {
public:
    TreeNode* lowestCommonAncestor(TreeNode* root, TreeNode* p, TreeNode* q) {
        if (root->val > p->val && root->val > q->val) return lowestCommonAncestor(root->left, p, q);
        if (root->val < p->val && root->val < q->val) return lowestCommonAncestor(root->right, p, q);
        return root;
    }
};`,
  ],
  [
    'clone-graph',
    'java',
    `/*
// Definition for a Node.
class Node {
    public int val;
    public List<Node> neighbors;
}
*/
class Solution {
    public Node cloneGraph(Node node) {
        if (node == null) return null;
        Map<Node, Node> seen = new HashMap<>();
        Queue<Node> queue = new LinkedList<>();
        seen.put(node, new Node(node.val));
        queue.add(node);
        while (!queue.isEmpty()) {
            Node cur = queue.poll();
            for (Node nb : cur.neighbors) {
                if (!seen.containsKey(nb)) {
                    seen.put(nb, new Node(nb.val));
                    queue.add(nb);
                }
                seen.get(cur).neighbors.add(seen.get(nb));
            }
        }
        return seen.get(node);
    }
}`,
  ],
  [
    'clone-graph',
    'c',
    `/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     int numNeighbors;
 *     struct Node** neighbors;
 * };
 */
struct Node* made[101];
struct Node* dfs(struct Node* s) {
    if (made[s->val]) return made[s->val];
    struct Node* c = (struct Node*)malloc(sizeof(struct Node));
    made[s->val] = c;
    c->val = s->val;
    c->numNeighbors = s->numNeighbors;
    c->neighbors = (struct Node**)malloc(sizeof(struct Node*) * (s->numNeighbors + 1));
    for (int i = 0; i < s->numNeighbors; i++) c->neighbors[i] = dfs(s->neighbors[i]);
    return c;
}
struct Node *cloneGraph(struct Node *s) {
    if (!s) return NULL;
    for (int i = 0; i < 101; i++) made[i] = NULL;
    return dfs(s);
}`,
  ],
  [
    'populating-next-right-pointers-in-each-node',
    'python',
    `class Solution:
    def connect(self, root: 'Optional[Node]') -> 'Optional[Node]':
        if not root:
            return root
        q = collections.deque([root])
        while q:
            size = len(q)
            for i in range(size):
                node = q.popleft()
                if i < size - 1:
                    node.next = q[0]
                if node.left:
                    q.append(node.left)
                    q.append(node.right)
        return root
`,
  ],
  [
    'serialize-and-deserialize-binary-tree',
    'python',
    `# Your Codec object will be instantiated and called as such:
# ser = Codec()
# deser = Codec()
# ans = deser.deserialize(ser.serialize(root))
class Codec:

    def serialize(self, root):
        if not root:
            return ""
        out, q = [], collections.deque([root])
        while q:
            node = q.popleft()
            if node:
                out.append(str(node.val))
                q.append(node.left)
                q.append(node.right)
            else:
                out.append("null")
        return ",".join(out)

    def deserialize(self, data):
        if not data:
            return None
        vals = data.split(",")
        root = TreeNode(int(vals[0]))
        q = collections.deque([root])
        i = 1
        while q:
            node = q.popleft()
            if vals[i] != "null":
                node.left = TreeNode(int(vals[i]))
                q.append(node.left)
            i += 1
            if vals[i] != "null":
                node.right = TreeNode(int(vals[i]))
                q.append(node.right)
            i += 1
        return root
`,
  ],
  [
    'serialize-and-deserialize-binary-tree',
    'cpp',
    `class Codec {
public:
    string serialize(TreeNode* root) {
        ostringstream out;
        encode(root, out);
        return out.str();
    }
    TreeNode* deserialize(string data) {
        istringstream in(data);
        return decode(in);
    }
private:
    void encode(TreeNode* node, ostringstream& out) {
        if (!node) { out << "# "; return; }
        out << node->val << ' ';
        encode(node->left, out);
        encode(node->right, out);
    }
    TreeNode* decode(istringstream& in) {
        string tok;
        in >> tok;
        if (tok == "#") return nullptr;
        TreeNode* node = new TreeNode(stoi(tok));
        node->left = decode(in);
        node->right = decode(in);
        return node;
    }
};`,
  ],
  [
    'binary-search-tree-iterator',
    'java',
    `class BSTIterator {
    private final List<Integer> values = new ArrayList<>();
    private int index = 0;

    public BSTIterator(TreeNode root) {
        inorder(root);
    }

    private void inorder(TreeNode node) {
        if (node == null) return;
        inorder(node.left);
        values.add(node.val);
        inorder(node.right);
    }

    public int next() {
        return values.get(index++);
    }

    public boolean hasNext() {
        return index < values.size();
    }
}`,
  ],
  [
    'course-schedule-ii',
    'cpp',
    `class Solution {
    vector<vector<int>> g;
    vector<int> state, order;
    bool dfs(int u) {
        state[u] = 1;
        for (int v : g[u]) {
            if (state[v] == 1) return false;
            if (state[v] == 0 && !dfs(v)) return false;
        }
        state[u] = 2;
        order.push_back(u);
        return true;
    }
public:
    vector<int> findOrder(int numCourses, vector<vector<int>>& prerequisites) {
        g.assign(numCourses, {});
        state.assign(numCourses, 0);
        for (auto& p : prerequisites) g[p[1]].push_back(p[0]);
        for (int i = 0; i < numCourses; i++)
            if (state[i] == 0 && !dfs(i)) return {};
        reverse(order.begin(), order.end());
        return order;
    }
};`,
  ],
  [
    'flatten-binary-tree-to-linked-list',
    'python',
    `class Solution:
    def flatten(self, root: Optional[TreeNode]) -> None:
        """
        Do not return anything, modify root in-place instead.
        """
        def go(node):
            # returns the tail of the flattened subtree
            if not node:
                return None
            left_tail = go(node.left)
            right_tail = go(node.right)
            if node.left:
                left_tail.right = node.right
                node.right = node.left
                node.left = None
            return right_tail or left_tail or node
        go(root)
`,
  ],
];

async function checkerOf(slug: string): Promise<Checker | undefined> {
  const file = join(CONTENT, slug, 'checker.mjs');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as { default: Checker }).default : undefined;
}

describe.concurrent('held-out LeetCode-style solutions to the node problems', () => {
  for (const [slug, language, code] of HELD_OUT) {
    it(`${slug} (${language})`, async () => {
      const fx = loadFixture(slug, CONTENT);
      const r = await judge({
        problem: fx.problem,
        tests: fx.tests,
        language,
        code,
        executor,
        stopOnFirstFailure: true,
        checker: await checkerOf(slug),
      });
      const bad = r.tests.find((t) => !t.passed);
      expect({ verdict: r.verdict, compile: r.compileOutput, bad: bad && [bad.input.slice(0, 200), bad.error] }).toEqual({
        verdict: 'Accepted',
        compile: null,
        bad: undefined,
      });
    });
  }
});
