import type { Page, Route } from '@playwright/test';

/**
 * An in-memory stand-in for the problems API (packages/contracts/src/problems.ts), served through
 * Playwright route mocking until the real server lands. Stateful per page: an Accepted submission
 * marks the problem solved, unlocks its editorial and adds to the history.
 */

const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
const TOPICS = ['Array', 'String', 'Hash Table', 'Dynamic Programming', 'Math', 'Sorting', 'Greedy', 'Tree', 'Graph', 'Stack'];

export interface MockProblem {
  _id: string;
  slug: string;
  title: string;
  difficulty: (typeof DIFFICULTIES)[number];
  topics: string[];
  order: number;
  isPremium: boolean;
  acceptanceRate: number;
}

export function makeMockProblems(count = 120): MockProblem[] {
  const problems: MockProblem[] = [
    {
      _id: 'p-two-sum',
      slug: 'two-sum',
      title: 'Two Sum',
      difficulty: 'Easy',
      topics: ['Array', 'Hash Table'],
      order: 1,
      isPremium: false,
      acceptanceRate: 49.123,
    },
  ];
  for (let n = 2; n <= count; n++) {
    const number = String(n).padStart(3, '0');
    problems.push({
      _id: `p-${number}`,
      slug: `mock-problem-${number}`,
      title: `Mock Problem ${number}`,
      difficulty: DIFFICULTIES[n % 3] ?? 'Easy',
      topics: [TOPICS[n % TOPICS.length] ?? 'Array', TOPICS[(n * 3) % TOPICS.length] ?? 'Math'].filter(
        (topic, index, all) => all.indexOf(topic) === index,
      ),
      order: n,
      isPremium: n % 12 === 0,
      acceptanceRate: ((n * 37) % 900) / 10 + 5.05,
    });
  }
  return problems;
}

export interface MockApi {
  problems: MockProblem[];
  solved: Set<string>;
  submissions: Record<string, unknown>[];
  /** Requests seen, as `METHOD path?query`. */
  requests: string[];
  /** When false, run / submit / history answer 401 like the server does for guests. */
  signedIn: boolean;
  failList: boolean;
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const difficultyRank = { Easy: 0, Medium: 1, Hard: 2 } as const;

export async function mockProblemsApi(page: Page, options: Partial<Pick<MockApi, 'signedIn' | 'failList'>> = {}) {
  const api: MockApi = {
    problems: makeMockProblems(),
    solved: new Set(),
    submissions: [],
    requests: [],
    signedIn: options.signedIn ?? false,
    failList: options.failList ?? false,
  };

  const listItem = (p: MockProblem) => ({
    _id: p._id,
    slug: p.slug,
    title: p.title,
    difficulty: p.difficulty,
    topics: p.topics,
    order: p.order,
    isSolved: api.solved.has(p._id),
    isPremium: p.isPremium,
    stats: { acceptanceRate: p.acceptanceRate, submissions: 1000, accepted: Math.round(p.acceptanceRate * 10) },
  });

  const detail = (p: MockProblem) => {
    const solved = api.solved.has(p._id);
    return {
      ...listItem(p),
      description:
        '<p>Given an array of integers <code>nums</code> and an integer <code>target</code>, return the <strong>indices</strong> of the two numbers that add up to <code>target</code>.</p><p>Each input has exactly one answer, and you may not use the same element twice.</p><pre><code>nums[i] + nums[j] == target</code></pre>',
      examples: [
        { input: 'nums = [2,7,11,15], target = 9', output: '[0,1]', explanation: 'nums[0] + nums[1] == 9, so we return [0, 1].' },
        { input: 'nums = [3,2,4], target = 6', output: '[1,2]' },
      ],
      constraints: ['2 <= nums.length <= 10^4', '-10^9 <= nums[i] <= 10^9', 'Exactly one valid answer exists.'],
      editorial: solved
        ? "<h2>Approach: one pass with a hash map</h2><p>Walk the array once, remembering each value's index. For every <code>x</code>, check whether <code>target - x</code> was seen.</p><p>Time <code>O(n)</code>, space <code>O(n)</code>.</p>"
        : null,
      editorialLocked: !solved,
      starterCode: {
        javascript:
          '/**\n * @param {number[]} nums\n * @param {number} target\n * @return {number[]}\n */\nvar twoSum = function(nums, target) {\n  \n};\n',
        python: 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        ',
        java: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        \n    }\n}\n',
        cpp: 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        \n    }\n};\n',
      },
      sampleInput: '[2,7,11,15]\n9',
    };
  };

  await page.route('**/api/problems**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    api.requests.push(`${request.method()} ${url.pathname}${url.search}`);
    const rest = url.pathname.replace(/^\/api\/problems\/?/, '');

    if (request.method() === 'GET' && rest === '') {
      if (api.failList) return json(route, 500, { success: false, message: 'Internal Server Error' });
      const params = url.searchParams;
      const search = (params.get('search') ?? '').toLowerCase();
      const topics = (params.get('topics') ?? '').split(',').filter(Boolean);
      const difficulty = params.get('difficulty');
      const limit = Number(params.get('limit') ?? 50);
      const pageNumber = Number(params.get('page') ?? 1);
      let items = api.problems.filter(
        (p) =>
          (!difficulty || p.difficulty === difficulty) &&
          topics.every((t) => p.topics.includes(t)) &&
          (!search || p.title.toLowerCase().includes(search)),
      );
      const sortBy = params.get('sortBy') ?? 'order';
      items = [...items].sort((a, b) =>
        sortBy === 'acceptanceRate'
          ? b.acceptanceRate - a.acceptanceRate || a.order - b.order
          : sortBy === 'difficulty'
            ? difficultyRank[a.difficulty] - difficultyRank[b.difficulty] || a.order - b.order
            : a.order - b.order,
      );
      const totalPages = Math.ceil(items.length / limit);
      return json(route, 200, {
        success: true,
        problems: items.slice((pageNumber - 1) * limit, pageNumber * limit).map(listItem),
        totalPages,
        total: items.length,
        page: pageNumber,
      });
    }

    if (request.method() === 'POST' && (rest === 'run' || rest === 'submit')) {
      if (!api.signedIn) return json(route, 401, { success: false, message: 'Please sign in to continue' });
      const body = request.postDataJSON() as { problemId: string; language: string; code: string; customInput?: string };
      const correct = body.code.includes('seen');
      if (rest === 'run' && body.code.includes('retur ')) {
        const output = "Line 2: Char 3: error: 'retur' was not declared in this scope\n    2 |   retur [];\n      |   ^~~~~";
        return json(route, 200, {
          success: true,
          verdict: 'Compilation Error',
          results: [],
          compileOutput: output,
          errorMessage: output,
        });
      }
      if (rest === 'run') {
        const inputs = body.customInput !== undefined ? [body.customInput] : ['[2,7,11,15]\n9', '[3,2,4]\n6'];
        return json(route, 200, {
          success: true,
          verdict: correct ? 'Accepted' : 'Wrong Answer',
          results: inputs.map((input, index) => ({
            passed: correct,
            input,
            expectedOutput: index === 0 ? '[0,1]' : '[1,2]',
            actualOutput: correct ? (index === 0 ? '[0,1]' : '[1,2]') : '[]',
            error: null,
            stdout: index === 0 ? 'debug: checking pairs\n' : '',
            runtimeMs: 3,
          })),
          compileOutput: null,
          errorMessage: null,
        });
      }
      const problem = api.problems.find((p) => p._id === body.problemId);
      if (correct && problem) api.solved.add(problem._id);
      const submission = {
        _id: `s-${api.submissions.length + 1}`,
        problemSlug: problem?.slug ?? 'two-sum',
        language: body.language,
        status: correct ? 'Accepted' : 'Wrong Answer',
        testCasesPassed: correct ? 57 : 12,
        totalTestCases: 57,
        runtime: correct ? 52 : 48,
        memory: correct ? 42160 : 41980,
        errorMessage: null,
        createdAt: new Date().toISOString(),
      };
      api.submissions.unshift({ ...submission, code: body.code });
      return json(route, 200, {
        success: true,
        submission: {
          ...submission,
          failedTest: correct
            ? null
            : {
                passed: false,
                input: '[3,3]\n6',
                expectedOutput: '[0,1]',
                actualOutput: '[]',
                error: null,
                stdout: '',
                runtimeMs: 1,
              },
          runtimeBeats: correct ? 87.5 : null,
        },
      });
    }

    const [slug, sub] = rest.split('/');
    const problem = api.problems.find((p) => p.slug === slug);
    if (request.method() === 'GET' && slug && sub === 'submissions') {
      if (!api.signedIn) return json(route, 401, { success: false, message: 'Please sign in to continue' });
      return json(route, 200, { success: true, submissions: api.submissions.filter((s) => s.problemSlug === slug) });
    }
    if (request.method() === 'GET' && slug && !sub) {
      if (!problem) return json(route, 404, { success: false, message: 'Problem not found' });
      return json(route, 200, { success: true, problem: detail(problem) });
    }
    return json(route, 404, { success: false, message: 'Not found' });
  });

  return api;
}
