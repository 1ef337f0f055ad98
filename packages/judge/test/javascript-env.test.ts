import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEETCODE_JS_GLOBALS, LEETCODE_JS_PACKAGES } from '../src/drivers/javascript-env.js';
import { buildProgram, judge } from '../src/judge.js';
import { type ProblemFile, problemFileSchema, type TestCase } from '../src/signature.js';
import { CONTENT, executor, loadFixture } from './helpers.js';

/** LeetCode-style JavaScript solutions that lean on the environment's globals, judged on the library's full test sets. */
const SOLUTIONS: { slug: string; uses: string; code: string }[] = [
  {
    slug: 'kth-largest-element-in-an-array',
    uses: 'MinPriorityQueue',
    code: `/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
var findKthLargest = function(nums, k) {
    const minHeap = new MinPriorityQueue();
    for (const num of nums) {
        minHeap.enqueue(num);
        if (minHeap.size() > k) minHeap.dequeue();
    }
    return minHeap.front();
};
`,
  },
  {
    slug: 'kth-largest-element-in-a-stream',
    uses: 'MinPriorityQueue (class, push/pop)',
    code: `class KthLargest {
    constructor(k, nums) {
        this.k = k;
        this.heap = new MinPriorityQueue();
        for (const n of nums) this.add(n);
    }

    add(val) {
        this.heap.push(val);
        if (this.heap.size() > this.k) this.heap.pop();
        return this.heap.front();
    }
}
`,
  },
  {
    slug: 'top-k-frequent-elements',
    uses: 'MaxPriorityQueue with a priority callback',
    code: `var topKFrequent = function(nums, k) {
    const count = new Map();
    for (const n of nums) count.set(n, (count.get(n) || 0) + 1);
    const pq = new MaxPriorityQueue((entry) => entry[1]);
    for (const entry of count) pq.enqueue(entry);
    const ans = [];
    while (ans.length < k) ans.push(pq.dequeue()[0]);
    return ans;
};
`,
  },
  {
    slug: 'k-closest-points-to-origin',
    uses: 'PriorityQueue with a comparator, toArray',
    code: `/**
 * @param {number[][]} points
 * @param {number} k
 * @return {number[][]}
 */
var kClosest = function(points, k) {
    const dist = ([x, y]) => x * x + y * y;
    // farthest on top, so the k closest stay
    const pq = new PriorityQueue((a, b) => dist(b) - dist(a));
    for (const p of points) {
        pq.enqueue(p);
        if (pq.size() > k) pq.dequeue();
    }
    return pq.toArray();
};
`,
  },
  {
    slug: 'last-stone-weight',
    uses: 'MaxPriorityQueue, isEmpty',
    code: `var lastStoneWeight = function(stones) {
    const pq = new MaxPriorityQueue();
    stones.forEach((s) => pq.enqueue(s));
    while (pq.size() > 1) {
        const y = pq.dequeue();
        const x = pq.dequeue();
        if (y !== x) pq.enqueue(y - x);
    }
    return pq.isEmpty() ? 0 : pq.front();
};
`,
  },
  {
    slug: 'network-delay-time',
    uses: 'MinPriorityQueue with a priority callback (Dijkstra)',
    code: `var networkDelayTime = function(times, n, k) {
    const adj = Array.from({ length: n + 1 }, () => []);
    for (const [u, v, w] of times) adj[u].push([v, w]);
    const dist = new Array(n + 1).fill(Infinity);
    const pq = new MinPriorityQueue((x) => x[0]);
    pq.enqueue([0, k]);
    while (!pq.isEmpty()) {
        const [d, u] = pq.dequeue();
        if (d >= dist[u]) continue;
        dist[u] = d;
        for (const [v, w] of adj[u]) if (d + w < dist[v]) pq.enqueue([d + w, v]);
    }
    const ans = Math.max(...dist.slice(1));
    return ans === Infinity ? -1 : ans;
};
`,
  },
  {
    slug: 'find-median-from-data-stream',
    uses: 'MaxPriorityQueue + MinPriorityQueue (prototype style)',
    code: `var MedianFinder = function() {
    this.low = new MaxPriorityQueue();
    this.high = new MinPriorityQueue();
};

/**
 * @param {number} num
 * @return {void}
 */
MedianFinder.prototype.addNum = function(num) {
    this.low.enqueue(num);
    this.high.enqueue(this.low.dequeue());
    if (this.high.size() > this.low.size()) this.low.enqueue(this.high.dequeue());
};

/**
 * @return {number}
 */
MedianFinder.prototype.findMedian = function() {
    return this.low.size() > this.high.size() ? this.low.front() : (this.low.front() + this.high.front()) / 2;
};
`,
  },
  {
    slug: 'rotting-oranges',
    uses: 'Queue',
    code: `var orangesRotting = function(grid) {
    const m = grid.length, n = grid[0].length;
    const q = new Queue();
    let fresh = 0;
    for (let i = 0; i < m; i++) {
        for (let j = 0; j < n; j++) {
            if (grid[i][j] === 2) q.enqueue([i, j]);
            else if (grid[i][j] === 1) fresh++;
        }
    }
    let minutes = 0;
    while (!q.isEmpty() && fresh > 0) {
        for (let s = q.size(); s > 0; s--) {
            const [i, j] = q.dequeue();
            for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
                if (a >= 0 && a < m && b >= 0 && b < n && grid[a][b] === 1) {
                    grid[a][b] = 2;
                    fresh--;
                    q.enqueue([a, b]);
                }
            }
        }
        minutes++;
    }
    return fresh === 0 ? minutes : -1;
};
`,
  },
  {
    slug: 'sliding-window-maximum',
    uses: 'Deque',
    code: `var maxSlidingWindow = function(nums, k) {
    const dq = new Deque(); // indices, values decreasing
    const res = [];
    for (let i = 0; i < nums.length; i++) {
        while (!dq.isEmpty() && dq.front() <= i - k) dq.popFront();
        while (!dq.isEmpty() && nums[dq.back()] <= nums[i]) dq.popBack();
        dq.pushBack(i);
        if (i >= k - 1) res.push(nums[dq.front()]);
    }
    return res;
};
`,
  },
  {
    slug: 'group-anagrams',
    uses: 'lodash _',
    code: `/**
 * @param {string[]} strs
 * @return {string[][]}
 */
var groupAnagrams = function(strs) {
    return _.values(_.groupBy(strs, (s) => s.split('').sort().join('')));
};
`,
  },
  {
    slug: 'task-scheduler',
    uses: "require('lodash')",
    code: `const _ = require('lodash');

var leastInterval = function(tasks, n) {
    const counts = Object.values(_.countBy(tasks));
    const max = _.max(counts);
    const tied = counts.filter((c) => c === max).length;
    return Math.max(tasks.length, (max - 1) * (n + 1) + tied);
};
`,
  },
  {
    slug: 'swim-in-rising-water',
    uses: "require('@datastructures-js/priority-queue')",
    code: `const { PriorityQueue } = require('@datastructures-js/priority-queue');

var swimInWater = function(grid) {
    const n = grid.length;
    const seen = Array.from({ length: n }, () => new Array(n).fill(false));
    const pq = new PriorityQueue((a, b) => a[0] - b[0]);
    pq.push([grid[0][0], 0, 0]);
    seen[0][0] = true;
    while (true) {
        const [t, i, j] = pq.pop();
        if (i === n - 1 && j === n - 1) return t;
        for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]]) {
            if (a >= 0 && b >= 0 && a < n && b < n && !seen[a][b]) {
                seen[a][b] = true;
                pq.push([Math.max(t, grid[a][b]), a, b]);
            }
        }
    }
};
`,
  },
  {
    slug: 'last-stone-weight',
    uses: 'its own class PriorityQueue (shadows the global)',
    code: `class PriorityQueue {
    constructor() { this.a = []; }
    size() { return this.a.length; }
    push(x) {
        const a = this.a;
        a.push(x);
        for (let i = a.length - 1; i > 0;) {
            const p = (i - 1) >> 1;
            if (a[p] >= a[i]) break;
            [a[p], a[i]] = [a[i], a[p]];
            i = p;
        }
    }
    pop() {
        const a = this.a, top = a[0], last = a.pop();
        if (a.length) {
            a[0] = last;
            for (let i = 0; ;) {
                const l = 2 * i + 1, r = l + 1;
                let m = i;
                if (l < a.length && a[l] > a[m]) m = l;
                if (r < a.length && a[r] > a[m]) m = r;
                if (m === i) break;
                [a[m], a[i]] = [a[i], a[m]];
                i = m;
            }
        }
        return top;
    }
}

var lastStoneWeight = function(stones) {
    const pq = new PriorityQueue();
    for (const s of stones) pq.push(s);
    while (pq.size() > 1) {
        const d = pq.pop() - pq.pop();
        if (d) pq.push(d);
    }
    return pq.size() ? pq.pop() : 0;
};
`,
  },
];

function loadProblem(slug: string): { problem: ProblemFile; tests: TestCase[] } {
  const dir = join(CONTENT, slug);
  return {
    problem: problemFileSchema.parse(JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8'))),
    tests: JSON.parse(readFileSync(join(dir, 'tests.json'), 'utf8')) as TestCase[],
  };
}

describe.concurrent("LeetCode's JavaScript globals: real-style solutions are Accepted", () => {
  for (const s of SOLUTIONS) {
    it(`${s.slug} (${s.uses})`, async () => {
      const { problem, tests } = loadProblem(s.slug);
      const r = await judge({ problem, tests, language: 'javascript', code: s.code, executor, stopOnFirstFailure: true });
      expect(r.errorMessage).toBeNull();
      expect(r.verdict).toBe('Accepted');
      expect(r.testsPassed).toBe(tests.length);
    });
  }
});

/** a synthetic problem whose "solution" reports on the global environment */
const probeProblem = problemFileSchema.parse({
  title: 'Probe',
  difficulty: 'Easy',
  topics: ['Array'],
  order: 1,
  premium: false,
  signature: { kind: 'function', name: 'probe', params: [{ name: 'names', type: 'string[]' }], returns: 'string[]' },
  compare: 'exact',
  examples: [{ args: [[]], expected: [] }],
  constraints: [],
});
const GLOBALS = Object.keys(LEETCODE_JS_GLOBALS);
const describeGlobals = `const state = (n) => {
    const d = Object.getOwnPropertyDescriptor(globalThis, n);
    return d === undefined ? 'missing' : d.get ? 'lazy' : typeof d.value;
};
`;

describe.concurrent('JavaScript environment: laziness, versions, line numbers', () => {
  it('no library is evaluated until the solution touches its global; then it is a plain value', async () => {
    const code = `${describeGlobals}var probe = function(names) {
    const before = names.map(state);
    void _;
    void MinPriorityQueue;
    return before.concat(names.map(state), [_.VERSION, typeof new MinPriorityQueue().enqueue(1).front()]);
};
`;
    const expected = [
      ...GLOBALS.map(() => 'lazy'),
      ...GLOBALS.map((g) => (g === '_' || g === 'MinPriorityQueue' ? 'function' : 'lazy')),
      '4.18.1',
      'number',
    ];
    const r = await judge({
      problem: probeProblem,
      tests: [{ args: [GLOBALS], expected }],
      language: 'javascript',
      code,
      executor,
    });
    expect(r.tests[0]?.actualOutput).toBe(JSON.stringify(expected));
    expect(r.verdict).toBe('Accepted');
  });

  it('a solution may assign or declare the globals itself', async () => {
    const code = `var _ = 'mine';
Queue = 42;
var probe = function(names) {
    return [_, String(Queue), String(globalThis._ === _), typeof Deque];
};
`;
    const r = await judge({
      problem: probeProblem,
      tests: [{ args: [[]], expected: ['mine', '42', 'false', 'function'] }],
      language: 'javascript',
      code,
      executor,
    });
    expect(r.errorMessage).toBeNull();
    expect(r.verdict).toBe('Accepted');
  });

  it('the inlined packages are the versions pinned in package.json', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // resolved the way javascript-env.ts resolves them
    const req = createRequire(join(import.meta.dirname, '../src/drivers/javascript-env.ts'));
    for (const name of LEETCODE_JS_PACKAGES) {
      const pinned = pkg.dependencies[name];
      expect(pinned, `${name} is a dependency`).toMatch(/^\d+\.\d+\.\d+$/);
      const installed = (JSON.parse(readFileSync(req.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
      expect(installed, name).toBe(pinned);
    }
  });

  it("userLineOffset still points at the user's first line", () => {
    const { problem } = loadProblem('kth-largest-element-in-an-array');
    const code = 'var findKthLargest = function(nums, k) {\n    return nums[0];\n};\n';
    const p = buildProgram(problem.signature, 'javascript', code);
    const lines = p.files[0]!.content.split('\n');
    expect(lines.slice(p.userLineOffset, p.userLineOffset + 3).join('\n')).toBe(code.trimEnd());
    expect(p.files[0]!.content.length).toBeLessThan(200 * 1024); // the runner accepts 1 MiB of source
  });

  it('Runtime Error line numbers: an error in user code after using the queue (v5-style .element)', async () => {
    const { problem, tests } = loadProblem('kth-largest-element-in-an-array');
    const code = `var findKthLargest = function(nums, k) {
    const pq = new MinPriorityQueue();
    for (const x of nums) pq.enqueue(x);
    return pq.dequeue().element.toFixed();
};
`;
    const r = await judge({ problem, tests, language: 'javascript', code, executor, stopOnFirstFailure: true });
    expect(r.verdict).toBe('Runtime Error');
    expect(r.errorMessage).toBe(
      "TypeError: Cannot read properties of undefined (reading 'toFixed')\nLine 4 in findKthLargest (solution.js)",
    );
  });

  it("Runtime Error line numbers: an error thrown inside the library points at the user's call", async () => {
    const { problem, tests } = loadProblem('kth-largest-element-in-an-array');
    // the v5 options object is refused by v6
    const code = `var findKthLargest = function(nums, k) {

    const pq = new MinPriorityQueue({ priority: (x) => x });
    return 0;
};
`;
    const r = await judge({ problem, tests, language: 'javascript', code, executor, stopOnFirstFailure: true });
    expect(r.verdict).toBe('Runtime Error');
    expect(r.errorMessage).toBe(
      'Error: MinPriorityQueue constructor requires a callback for object values\nLine 3 in findKthLargest (solution.js)',
    );
  });

  it('SyntaxError: node reports the line at userLineOffset + the user line', async () => {
    const { problem } = loadFixture('two-sum');
    const code = 'var twoSum = function(nums, target) {\n    const q = new Queue();\n    return [0, 1;\n};';
    const p = buildProgram(problem.signature, 'javascript', code);
    const res = await executor.execute({ language: 'javascript', files: p.files, stdin: '0\n', runTimeoutMs: 5000 });
    expect(res.run?.stderr).toMatch(new RegExp(`main\\.js:${p.userLineOffset + 3}\\n`));
    expect(res.run?.stderr).toContain('SyntaxError');
  });
});
