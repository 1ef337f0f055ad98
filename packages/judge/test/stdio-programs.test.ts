import { describe, expect, it } from 'vitest';
import { judge, starterCode } from '../src/judge.js';
import { JUDGE_LANGUAGES, type JudgeLanguage, type ProblemFile, type TestCase } from '../src/signature.js';
import { executor } from './helpers.js';

/** Whole programs (SPOJ-style): stdin in, stdout compared token by token. */
const problem: ProblemFile = {
  title: 'Pair sums',
  difficulty: 'Easy',
  topics: ['Math'],
  order: 1,
  premium: false,
  signature: {
    kind: 'function',
    name: 'main',
    params: [{ name: 'input', type: 'string' }],
    returns: 'string',
    stdio: true,
  },
  compare: 'exact',
  examples: [{ args: ['2\n1 2\n3 4\n'], expected: '3\n7\n' }],
  constraints: [],
};
const tests: TestCase[] = [
  { args: ['2\n1 2\n3 4\n'], expected: '3\n7\n' },
  { args: ['1\n-5 5'], expected: '0' },
  { args: ['3\n1000000000 1000000000\n0 0\n7 -8\n'], expected: '2000000000\n0\n-1\n' },
];

const SUM: Record<JudgeLanguage, string> = {
  javascript: `const d = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);
const out = [];
for (let i = 0; i < d[0]; i++) out.push(d[1 + 2 * i] + d[2 + 2 * i]);
console.log(out.join('\\n'));`,
  python: `import sys
d = list(map(int, sys.stdin.read().split()))
for i in range(d[0]):
    print(d[1 + 2 * i] + d[2 + 2 * i])
`,
  java: `import java.util.*;
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int t = in.nextInt();
        StringBuilder sb = new StringBuilder();
        while (t-- > 0) sb.append(in.nextLong() + in.nextLong()).append(' ');
        System.out.println(sb);
    }
}`,
  cpp: `#include <bits/stdc++.h>
using namespace std;
int main() {
    int t; cin >> t;
    while (t--) { long long a, b; cin >> a >> b; cout << a + b << "\\n"; }
}`,
  c: `#include <stdio.h>
int main(void) {
    int t; scanf("%d", &t);
    while (t--) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); }
    return 0;
}`,
};

describe.concurrent('stdin/stdout programs', () => {
  for (const language of JUDGE_LANGUAGES) {
    it(`a correct program is Accepted, whatever its whitespace: ${language}`, async () => {
      const r = await judge({ problem, tests, language, code: SUM[language], executor });
      expect([r.verdict, r.testsPassed, r.compileOutput]).toEqual(['Accepted', 3, null]);
    });
  }

  it('a wrong token is Wrong Answer, showing the program output', async () => {
    const r = await judge({
      problem,
      tests,
      language: 'python',
      code: 'import sys\nd = sys.stdin.read().split()\nprint(d[1])\n',
      executor,
      stopOnFirstFailure: true,
    });
    expect(r.verdict).toBe('Wrong Answer');
    expect(r.tests[0]).toMatchObject({ passed: false, input: 'input = "2\\n1 2\\n3 4\\n"', actualOutput: '"1\\n"' });
  });

  it('a crash is Runtime Error and a compile failure is Compilation Error', async () => {
    const crash = await judge({ problem, tests, language: 'python', code: 'raise ValueError("boom")\n', executor });
    expect(crash.verdict).toBe('Runtime Error');
    expect(crash.errorMessage).toContain('ValueError: boom');
    const broken = await judge({ problem, tests, language: 'cpp', code: 'int main() { return x; }', executor });
    expect(broken.verdict).toBe('Compilation Error');
  });

  it('starter code is a program that reads stdin', () => {
    expect(starterCode(problem.signature, 'java')).toContain('public class Main');
    expect(starterCode(problem.signature, 'python')).toContain('sys.stdin.read()');
  });
});
