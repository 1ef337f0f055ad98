import { describe, expect, it } from 'vitest';
import { judge, starterCode } from '../src/judge.js';
import { limitErrors, measureLimits } from '../src/limits.js';
import {
  type CompareMode,
  JUDGE_LANGUAGES,
  type JudgeLanguage,
  type ProblemFile,
  problemFileSchema,
  type Signature,
  type TestCase,
} from '../src/signature.js';
import { checkTestCase } from '../src/values.js';
import { executor } from './helpers.js';

/**
 * Two judge features of the DSA sheets, each judged in every language with a solution written against LeetCode's own
 * signature: a `ListNode[]` parameter (Merge k Sorted Lists) and `returnsPrefixOf` (Remove Duplicates from Sorted
 * Array: the function returns k and the first k elements of nums are judged).
 */
const problem = (signature: Signature, tests: TestCase[], compare: CompareMode = 'exact'): ProblemFile => ({
  title: 'Feature',
  difficulty: 'Easy',
  topics: ['Array'],
  order: 1,
  premium: false,
  signature,
  compare,
  examples: [{ args: tests[0]!.args, expected: tests[0]!.expected }],
  constraints: [],
});

const MERGE_K: Signature = {
  kind: 'function',
  name: 'mergeKLists',
  params: [{ name: 'lists', type: 'ListNode[]' }],
  returns: 'ListNode',
};
const MERGE_K_TESTS: TestCase[] = [
  {
    args: [
      [
        [1, 4, 5],
        [1, 3, 4],
        [2, 6],
      ],
    ],
    expected: [1, 1, 2, 3, 4, 4, 5, 6],
  },
  { args: [[]], expected: [] },
  { args: [[[]]], expected: [] },
  { args: [[[], [-3, 0], [], [-5]]], expected: [-5, -3, 0] },
];

const MERGE_K_SOLUTIONS: Record<JudgeLanguage, string> = {
  javascript: `/**
 * @param {ListNode[]} lists
 * @return {ListNode}
 */
var mergeKLists = function(lists) {
    const vals = [];
    for (const head of lists) for (let p = head; p; p = p.next) vals.push(p.val);
    vals.sort((a, b) => a - b);
    const dummy = new ListNode(0);
    let t = dummy;
    for (const v of vals) { t.next = new ListNode(v); t = t.next; }
    return dummy.next;
};`,
  python: `class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        heap = [(h.val, i, h) for i, h in enumerate(lists) if h]
        heapify(heap)
        dummy = tail = ListNode()
        while heap:
            v, i, node = heappop(heap)
            tail.next = node
            tail = node
            if node.next:
                heappush(heap, (node.next.val, i, node.next))
        return dummy.next
`,
  java: `class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        PriorityQueue<ListNode> pq = new PriorityQueue<>((a, b) -> Integer.compare(a.val, b.val));
        for (ListNode h : lists) if (h != null) pq.add(h);
        ListNode dummy = new ListNode(), tail = dummy;
        while (!pq.isEmpty()) {
            ListNode n = pq.poll();
            tail.next = n; tail = n;
            if (n.next != null) pq.add(n.next);
        }
        return dummy.next;
    }
}`,
  cpp: `class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        auto cmp = [](ListNode* a, ListNode* b) { return a->val > b->val; };
        priority_queue<ListNode*, vector<ListNode*>, decltype(cmp)> pq(cmp);
        for (ListNode* h : lists) if (h) pq.push(h);
        ListNode dummy; ListNode* tail = &dummy;
        while (!pq.empty()) {
            ListNode* n = pq.top(); pq.pop();
            tail->next = n; tail = n;
            if (n->next) pq.push(n->next);
        }
        return dummy.next;
    }
};`,
  c: `struct ListNode* mergeKLists(struct ListNode** lists, int listsSize) {
    struct ListNode dummy; dummy.next = NULL;
    struct ListNode* tail = &dummy;
    for (;;) {
        int best = -1;
        for (int i = 0; i < listsSize; i++)
            if (lists[i] && (best < 0 || lists[i]->val < lists[best]->val)) best = i;
        if (best < 0) break;
        tail->next = lists[best]; tail = lists[best];
        lists[best] = lists[best]->next;
    }
    tail->next = NULL;
    return dummy.next;
}`,
};

const REMOVE_DUPS: Signature = {
  kind: 'function',
  name: 'removeDuplicates',
  params: [{ name: 'nums', type: 'int[]' }],
  returns: 'int',
  returnsPrefixOf: 'nums',
};
const REMOVE_DUPS_TESTS: TestCase[] = [
  { args: [[1, 1, 2]], expected: [1, 2] },
  { args: [[0, 0, 1, 1, 1, 2, 2, 3, 3, 4]], expected: [0, 1, 2, 3, 4] },
  { args: [[7]], expected: [7] },
  { args: [[-3, -3, -3]], expected: [-3] },
];

const REMOVE_DUPS_SOLUTIONS: Record<JudgeLanguage, string> = {
  javascript: `var removeDuplicates = function(nums) {
    let k = 0;
    for (const x of nums) if (k === 0 || nums[k - 1] !== x) nums[k++] = x;
    return k;
};`,
  python: `class Solution:
    def removeDuplicates(self, nums: List[int]) -> int:
        k = 0
        for x in nums:
            if k == 0 or nums[k - 1] != x:
                nums[k] = x
                k += 1
        return k
`,
  java: `class Solution {
    public int removeDuplicates(int[] nums) {
        int k = 0;
        for (int x : nums) if (k == 0 || nums[k - 1] != x) nums[k++] = x;
        return k;
    }
}`,
  cpp: `class Solution {
public:
    int removeDuplicates(vector<int>& nums) {
        int k = 0;
        for (int x : nums) if (k == 0 || nums[k - 1] != x) nums[k++] = x;
        return k;
    }
};`,
  c: `int removeDuplicates(int* nums, int numsSize) {
    int k = 0;
    for (int i = 0; i < numsSize; i++) if (k == 0 || nums[k - 1] != nums[i]) nums[k++] = nums[i];
    return k;
}`,
};

/** Returns one too many: the count is checked before the elements. */
const OFF_BY_ONE: Record<JudgeLanguage, string> = {
  javascript: `var removeDuplicates = function(nums) {
    let k = 0;
    for (const x of nums) if (k === 0 || nums[k - 1] !== x) nums[k++] = x;
    return Math.min(k + 1, nums.length);
};`,
  python: `class Solution:
    def removeDuplicates(self, nums: List[int]) -> int:
        k = 0
        for x in nums:
            if k == 0 or nums[k - 1] != x:
                nums[k] = x
                k += 1
        return min(k + 1, len(nums))
`,
  java: `class Solution {
    public int removeDuplicates(int[] nums) {
        int k = 0;
        for (int x : nums) if (k == 0 || nums[k - 1] != x) nums[k++] = x;
        return Math.min(k + 1, nums.length);
    }
}`,
  cpp: `class Solution {
public:
    int removeDuplicates(vector<int>& nums) {
        int k = 0;
        for (int x : nums) if (k == 0 || nums[k - 1] != x) nums[k++] = x;
        return min(k + 1, (int)nums.size());
    }
};`,
  c: `int removeDuplicates(int* nums, int numsSize) {
    int k = 0;
    for (int i = 0; i < numsSize; i++) if (k == 0 || nums[k - 1] != nums[i]) nums[k++] = nums[i];
    return k + 1 < numsSize ? k + 1 : numsSize;
}`,
};

/** Right count, but nums untouched: the elements are checked. */
const COUNT_ONLY: Record<JudgeLanguage, string> = {
  javascript: 'var removeDuplicates = function(nums) { return new Set(nums).size; };',
  python: `class Solution:
    def removeDuplicates(self, nums: List[int]) -> int:
        return len(set(nums))
`,
  java: `class Solution {
    public int removeDuplicates(int[] nums) {
        Set<Integer> s = new HashSet<>();
        for (int x : nums) s.add(x);
        return s.size();
    }
}`,
  cpp: `class Solution {
public:
    int removeDuplicates(vector<int>& nums) {
        return (int)set<int>(nums.begin(), nums.end()).size();
    }
};`,
  c: `int removeDuplicates(int* nums, int numsSize) {
    int k = 0;
    for (int i = 0; i < numsSize; i++) if (i == 0 || nums[i - 1] != nums[i]) k++;
    return k;
}`,
};

const run = (sig: Signature, tests: TestCase[], language: JudgeLanguage, code: string, compare?: CompareMode) =>
  judge({ problem: problem(sig, tests, compare), tests, language, code, executor, stopOnFirstFailure: false });

describe.concurrent('ListNode[] parameter (Merge k Sorted Lists)', () => {
  for (const language of JUDGE_LANGUAGES) {
    it(`${language}: LeetCode's signature is Accepted`, async () => {
      const r = await run(MERGE_K, MERGE_K_TESTS, language, MERGE_K_SOLUTIONS[language]);
      expect(r.compileOutput).toBeNull();
      expect(r.verdict).toBe('Accepted');
      expect(r.tests[0]).toMatchObject({ input: 'lists = [[1,4,5],[1,3,4],[2,6]]', actualOutput: '[1,1,2,3,4,4,5,6]' });
    });
  }
  it("starter code shows LeetCode's parameter in each language", () => {
    expect(starterCode(MERGE_K, 'cpp')).toContain('ListNode* mergeKLists(vector<ListNode*>& lists)');
    expect(starterCode(MERGE_K, 'java')).toContain('public ListNode mergeKLists(ListNode[] lists)');
    expect(starterCode(MERGE_K, 'python')).toContain(
      'def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:',
    );
    expect(starterCode(MERGE_K, 'javascript')).toContain('@param {ListNode[]} lists');
    expect(starterCode(MERGE_K, 'c')).toContain('struct ListNode* mergeKLists(struct ListNode** lists, int listsSize)');
    for (const language of JUDGE_LANGUAGES)
      expect(starterCode(MERGE_K, language)).toContain('Definition for singly-linked list.');
    expect(starterCode(REMOVE_DUPS, 'c')).toBe('int removeDuplicates(int* nums, int numsSize) {\n    \n}');
  });
  it('limits read lists.length, lists[i].length and lists[i][j] like a 2-D array', () => {
    const p = {
      ...problem(MERGE_K, MERGE_K_TESTS),
      limits: [
        { of: 'lists.length', min: 0, max: 3 },
        { of: 'lists[i].length', min: 0, max: 3 },
        { of: 'lists[i][j]', min: -5, max: 6 },
      ],
    };
    const { measures, errors } = measureLimits(p, MERGE_K_TESTS);
    expect(errors).toEqual([]);
    expect(measures.map((m) => [m.limit.of, m.kind, m.seenMin, m.seenMax])).toEqual([
      ['lists.length', 'length', 0, 4],
      ['lists[i].length', 'length', 0, 3],
      ['lists[i][j]', 'value', -5, 6],
    ]);
    expect(limitErrors(measures, (i) => `#${i}`)).toEqual(['limits: lists.length outside [0, 3] in #3']);
  });
  it('checks test values: each list is an array of ints', () => {
    expect(checkTestCase(MERGE_K, [[[1, 2], []]], [1, 2])).toEqual([]);
    expect(checkTestCase(MERGE_K, [[[1, 'x']]], [1])[0]).toContain('lists[0][1]');
    expect(checkTestCase(MERGE_K, [[1, 2]], [1, 2])[0]).toContain('lists[0]');
  });
});

describe.concurrent('returnsPrefixOf: k and the first k elements (Remove Duplicates from Sorted Array)', () => {
  for (const language of JUDGE_LANGUAGES) {
    it(`${language}: an in-place solution is Accepted, showing nums[0..k)`, async () => {
      const r = await run(REMOVE_DUPS, REMOVE_DUPS_TESTS, language, REMOVE_DUPS_SOLUTIONS[language]);
      expect(r.compileOutput).toBeNull();
      expect(r.verdict).toBe('Accepted');
      expect(r.tests[1]).toMatchObject({ expectedOutput: '[0,1,2,3,4]', actualOutput: '[0,1,2,3,4]' });
    });
    it(`${language}: a wrong k is Wrong Answer naming both counts`, async () => {
      const r = await run(REMOVE_DUPS, REMOVE_DUPS_TESTS, language, OFF_BY_ONE[language]);
      expect(r.verdict).toBe('Wrong Answer');
      expect(r.tests[0]).toMatchObject({ passed: false, actualOutput: '[1,2,2]', error: 'The returned k = 3, expected k = 2' });
      // k = 1 for a one-element array is capped at the length, so that test passes
      expect(r.tests[2]!.passed).toBe(true);
    });
    it(`${language}: the right k with nums left unchanged is Wrong Answer about the elements`, async () => {
      const r = await run(REMOVE_DUPS, REMOVE_DUPS_TESTS, language, COUNT_ONLY[language]);
      expect(r.verdict).toBe('Wrong Answer');
      expect(r.tests[0]).toMatchObject({
        passed: false,
        actualOutput: '[1,1]',
        error: 'The first k = 2 elements of nums differ from the expected ones',
      });
      expect(r.tests[2]!.passed).toBe(true);
    });
  }
  it('a k outside 0..nums.length is Wrong Answer with the reason', async () => {
    const r = await run(REMOVE_DUPS, REMOVE_DUPS_TESTS, 'javascript', 'var removeDuplicates = function(nums) { return 99; };');
    expect(r.verdict).toBe('Wrong Answer');
    expect(r.tests[0]!.error).toBe('The returned k = 99 is outside 0..3 (the length of nums)');
  });
  it('compare "unordered" accepts the first k elements in any order (Remove Element)', async () => {
    const sig: Signature = {
      kind: 'function',
      name: 'removeElement',
      params: [
        { name: 'nums', type: 'int[]' },
        { name: 'val', type: 'int' },
      ],
      returns: 'int',
      returnsPrefixOf: 'nums',
    };
    const tests = [{ args: [[0, 1, 2, 2, 3, 0, 4, 2], 2], expected: [0, 1, 3, 0, 4] }];
    // swaps the last element into each removed slot, so the kept elements come out reordered
    const code = `var removeElement = function(nums, val) {
    let n = nums.length;
    for (let i = 0; i < n;) { if (nums[i] === val) nums[i] = nums[--n]; else i++; }
    return n;
};`;
    expect((await run(sig, tests, 'javascript', code, 'unordered')).verdict).toBe('Accepted');
    expect((await run(sig, tests, 'javascript', code, 'exact')).verdict).toBe('Wrong Answer');
  });
  it('the schema requires an int result and a 1-D array parameter; expected is checked as that array', () => {
    const base = problem(REMOVE_DUPS, REMOVE_DUPS_TESTS);
    expect(problemFileSchema.safeParse(base).success).toBe(true);
    expect(problemFileSchema.safeParse({ ...base, signature: { ...REMOVE_DUPS, returns: 'long' } }).success).toBe(false);
    expect(problemFileSchema.safeParse({ ...base, signature: { ...REMOVE_DUPS, returnsPrefixOf: 'k' } }).success).toBe(false);
    expect(checkTestCase(REMOVE_DUPS, [[1, 1, 2]], [1, 2])).toEqual([]);
    expect(checkTestCase(REMOVE_DUPS, [[1, 1, 2]], 2)[0]).toContain('expected');
  });
});
