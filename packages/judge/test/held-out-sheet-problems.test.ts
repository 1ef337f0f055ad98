import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Checker, judge } from '../src/judge.js';
import type { JudgeLanguage } from '../src/signature.js';
import { CONTENT, executor, loadFixture } from './helpers.js';

/**
 * Held-out check for the LeetCode-linked problems the sheets gained in the third wave: solutions written apart
 * from the problem folders, the way a learner pastes them from LeetCode (LeetCode's class and method names,
 * parameter types per language, often another approach than the reference), each judged unchanged on the
 * problem's tests.json.
 */
const HELD_OUT: [slug: string, language: JudgeLanguage, code: string][] = [
  [
    'merge-k-sorted-lists',
    'cpp',
    `/**
 * Definition for singly-linked list.
 * struct ListNode { int val; ListNode *next; ... };
 */
class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        auto cmp = [](ListNode* a, ListNode* b) { return a->val > b->val; };
        priority_queue<ListNode*, vector<ListNode*>, decltype(cmp)> pq(cmp);
        for (ListNode* l : lists) if (l) pq.push(l);
        ListNode dummy(0);
        ListNode* tail = &dummy;
        while (!pq.empty()) {
            ListNode* n = pq.top(); pq.pop();
            tail->next = n; tail = n;
            if (n->next) pq.push(n->next);
        }
        tail->next = nullptr;
        return dummy.next;
    }
};`,
  ],
  [
    'merge-k-sorted-lists',
    'python',
    `class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        if not lists:
            return None
        def merge(a, b):
            dummy = tail = ListNode(0)
            while a and b:
                if a.val <= b.val:
                    tail.next, a = a, a.next
                else:
                    tail.next, b = b, b.next
                tail = tail.next
            tail.next = a or b
            return dummy.next
        step = 1
        while step < len(lists):
            for i in range(0, len(lists) - step, step * 2):
                lists[i] = merge(lists[i], lists[i + step])
            step *= 2
        return lists[0]
`,
  ],
  [
    'merge-k-sorted-lists',
    'java',
    `class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        PriorityQueue<ListNode> pq = new PriorityQueue<>((a, b) -> Integer.compare(a.val, b.val));
        for (ListNode l : lists) if (l != null) pq.add(l);
        ListNode dummy = new ListNode(0), tail = dummy;
        while (!pq.isEmpty()) {
            ListNode n = pq.poll();
            tail.next = n;
            tail = n;
            if (n.next != null) pq.add(n.next);
        }
        return dummy.next;
    }
}`,
  ],
  [
    'remove-duplicates-from-sorted-array',
    'java',
    `class Solution {
    public int removeDuplicates(int[] nums) {
        int k = 0;
        for (int x : nums) if (k == 0 || nums[k - 1] != x) nums[k++] = x;
        return k;
    }
}`,
  ],
  [
    'remove-duplicates-from-sorted-array',
    'c',
    `int removeDuplicates(int* nums, int numsSize) {
    if (numsSize == 0) return 0;
    int k = 1;
    for (int i = 1; i < numsSize; i++)
        if (nums[i] != nums[k - 1]) nums[k++] = nums[i];
    return k;
}`,
  ],
  [
    'remove-duplicates-from-sorted-array-ii',
    'python',
    `class Solution:
    def removeDuplicates(self, nums: List[int]) -> int:
        k = 0
        for x in nums:
            if k < 2 or nums[k - 2] != x:
                nums[k] = x
                k += 1
        return k
`,
  ],
  [
    'remove-element',
    'cpp',
    `class Solution {
public:
    int removeElement(vector<int>& nums, int val) {
        // swap-with-the-end: the kept elements come out in another order, which LeetCode allows
        int n = nums.size(), i = 0;
        while (i < n) {
            if (nums[i] == val) nums[i] = nums[--n];
            else i++;
        }
        return n;
    }
};`,
  ],
  [
    'sudoku-solver',
    'cpp',
    `class Solution {
    bool row[9][10] = {}, col[9][10] = {}, box[9][10] = {};
    bool go(vector<vector<char>>& b, int cell) {
        if (cell == 81) return true;
        int r = cell / 9, c = cell % 9;
        if (b[r][c] != '.') return go(b, cell + 1);
        for (int d = 1; d <= 9; d++) {
            int k = (r / 3) * 3 + c / 3;
            if (row[r][d] || col[c][d] || box[k][d]) continue;
            row[r][d] = col[c][d] = box[k][d] = true;
            b[r][c] = '0' + d;
            if (go(b, cell + 1)) return true;
            row[r][d] = col[c][d] = box[k][d] = false;
            b[r][c] = '.';
        }
        return false;
    }
public:
    void solveSudoku(vector<vector<char>>& board) {
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++)
                if (board[r][c] != '.') {
                    int d = board[r][c] - '0';
                    row[r][d] = col[c][d] = box[(r / 3) * 3 + c / 3][d] = true;
                }
        go(board, 0);
    }
};`,
  ],
  [
    'word-break-ii',
    'python',
    `class Solution:
    def wordBreak(self, s: str, wordDict: List[str]) -> List[str]:
        words = set(wordDict)
        @functools.lru_cache(None)
        def from_(i):
            if i == len(s):
                return [""]
            out = []
            for j in range(i + 1, len(s) + 1):
                if s[i:j] in words:
                    for rest in from_(j):
                        out.append(s[i:j] + (" " + rest if rest else ""))
            return out
        return from_(0)
`,
  ],
  [
    'word-break-ii',
    'java',
    `class Solution {
    public List<String> wordBreak(String s, List<String> wordDict) {
        Set<String> dict = new HashSet<>(wordDict);
        List<String> out = new ArrayList<>();
        build(s, 0, dict, new ArrayList<>(), out);
        return out;
    }
    private void build(String s, int i, Set<String> dict, List<String> path, List<String> out) {
        if (i == s.length()) { out.add(String.join(" ", path)); return; }
        for (int j = i + 1; j <= s.length(); j++) {
            String w = s.substring(i, j);
            if (dict.contains(w)) { path.add(w); build(s, j, dict, path, out); path.remove(path.size() - 1); }
        }
    }
}`,
  ],
  [
    'delete-node-in-a-bst',
    'java',
    `class Solution {
    public TreeNode deleteNode(TreeNode root, int key) {
        if (root == null) return null;
        if (key < root.val) root.left = deleteNode(root.left, key);
        else if (key > root.val) root.right = deleteNode(root.right, key);
        else {
            if (root.left == null) return root.right;
            if (root.right == null) return root.left;
            // replace with the in-order predecessor (the reference may use the successor: both are valid)
            TreeNode p = root.left;
            while (p.right != null) p = p.right;
            root.val = p.val;
            root.left = deleteNode(root.left, p.val);
        }
        return root;
    }
}`,
  ],
  [
    'super-egg-drop',
    'python',
    `class Solution:
    def superEggDrop(self, k: int, n: int) -> int:
        # floors[e] = most floors decidable with e eggs in m moves
        floors = [0] * (k + 1)
        moves = 0
        while floors[k] < n:
            moves += 1
            for e in range(k, 0, -1):
                floors[e] = floors[e] + floors[e - 1] + 1
        return moves
`,
  ],
  [
    'palindrome-partitioning-ii',
    'cpp',
    `class Solution {
public:
    int minCut(string s) {
        int n = s.size();
        vector<int> cut(n + 1);
        for (int i = 0; i <= n; i++) cut[i] = i - 1;
        for (int mid = 0; mid < n; mid++) {
            for (int r = 0; mid - r >= 0 && mid + r < n && s[mid - r] == s[mid + r]; r++)
                cut[mid + r + 1] = min(cut[mid + r + 1], cut[mid - r] + 1);
            for (int r = 1; mid - r + 1 >= 0 && mid + r < n && s[mid - r + 1] == s[mid + r]; r++)
                cut[mid + r + 1] = min(cut[mid + r + 1], cut[mid - r + 1] + 1);
        }
        return cut[n];
    }
};`,
  ],
  [
    'wildcard-matching',
    'java',
    `class Solution {
    public boolean isMatch(String s, String p) {
        int i = 0, j = 0, star = -1, mark = 0;
        while (i < s.length()) {
            if (j < p.length() && (p.charAt(j) == '?' || p.charAt(j) == s.charAt(i))) { i++; j++; }
            else if (j < p.length() && p.charAt(j) == '*') { star = j++; mark = i; }
            else if (star != -1) { j = star + 1; i = ++mark; }
            else return false;
        }
        while (j < p.length() && p.charAt(j) == '*') j++;
        return j == p.length();
    }
}`,
  ],
  [
    'path-sum-iii',
    'python',
    `class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> int:
        seen = collections.Counter({0: 1})
        def go(node, acc):
            if not node:
                return 0
            acc += node.val
            found = seen[acc - targetSum]
            seen[acc] += 1
            found += go(node.left, acc) + go(node.right, acc)
            seen[acc] -= 1
            return found
        return go(root, 0)
`,
  ],
  [
    'balance-a-binary-search-tree',
    'cpp',
    `class Solution {
    vector<TreeNode*> nodes;
    void inorder(TreeNode* t) { if (!t) return; inorder(t->left); nodes.push_back(t); inorder(t->right); }
    TreeNode* build(int lo, int hi) {
        if (lo > hi) return nullptr;
        int mid = lo + (hi - lo + 1) / 2; // upper middle: another valid shape than the lower middle
        TreeNode* t = nodes[mid];
        t->left = build(lo, mid - 1);
        t->right = build(mid + 1, hi);
        return t;
    }
public:
    TreeNode* balanceBST(TreeNode* root) {
        inorder(root);
        return build(0, (int)nodes.size() - 1);
    }
};`,
  ],
  [
    'flip-equivalent-binary-trees',
    'java',
    `class Solution {
    public boolean flipEquiv(TreeNode a, TreeNode b) {
        if (a == null || b == null) return a == b;
        if (a.val != b.val) return false;
        return (flipEquiv(a.left, b.left) && flipEquiv(a.right, b.right))
            || (flipEquiv(a.left, b.right) && flipEquiv(a.right, b.left));
    }
}`,
  ],
  [
    'convert-sorted-array-to-binary-search-tree',
    'python',
    `class Solution:
    def sortedArrayToBST(self, nums: List[int]) -> Optional[TreeNode]:
        def build(lo, hi):
            if lo > hi:
                return None
            mid = (lo + hi) // 2
            return TreeNode(nums[mid], build(lo, mid - 1), build(mid + 1, hi))
        return build(0, len(nums) - 1)
`,
  ],
  [
    'remove-invalid-parentheses',
    'python',
    `class Solution:
    def removeInvalidParentheses(self, s: str) -> List[str]:
        def valid(t):
            depth = 0
            for ch in t:
                if ch == '(':
                    depth += 1
                elif ch == ')':
                    depth -= 1
                    if depth < 0:
                        return False
            return depth == 0
        level = {s}
        while True:
            good = [t for t in level if valid(t)]
            if good:
                return good
            level = {t[:i] + t[i + 1:] for t in level for i in range(len(t)) if t[i] in '()'}
`,
  ],
  [
    'minimum-number-of-moves-to-make-palindrome',
    'cpp',
    `class Solution {
public:
    int minMovesToMakePalindrome(string s) {
        int moves = 0;
        while (!s.empty()) {
            int j = s.find_last_of(s[0]);
            if (j == 0) { // the odd one out goes to the middle
                moves += s.size() / 2;
                s.erase(0, 1);
            } else {
                moves += s.size() - 1 - j;
                s.erase(j, 1);
                s.erase(0, 1);
            }
        }
        return moves;
    }
};`,
  ],
  [
    'sort-an-array',
    'java',
    `class Solution {
    public int[] sortArray(int[] nums) {
        int[] tmp = new int[nums.length];
        mergeSort(nums, tmp, 0, nums.length - 1);
        return nums;
    }
    private void mergeSort(int[] a, int[] tmp, int lo, int hi) {
        if (lo >= hi) return;
        int mid = (lo + hi) >>> 1;
        mergeSort(a, tmp, lo, mid);
        mergeSort(a, tmp, mid + 1, hi);
        int i = lo, j = mid + 1, k = lo;
        while (i <= mid || j <= hi) tmp[k++] = (j > hi || (i <= mid && a[i] <= a[j])) ? a[i++] : a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo + 1);
    }
}`,
  ],
];

async function checkerOf(slug: string): Promise<Checker | undefined> {
  const file = join(CONTENT, slug, 'checker.mjs');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as { default: Checker }).default : undefined;
}

describe.concurrent('held-out LeetCode-style solutions to the sheet problems added in the third wave', () => {
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
