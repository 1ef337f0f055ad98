// LeetCode's bounds: 1 <= m, n <= 10.
export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[1]]],
    [[[2]]],
    [[[2, 1]]],
    [[[1, 1, 1]]],
    [[[2, 0, 1]]],
    [[[2, 2], [2, 2]]],
    [[[1, 1, 2, 1, 1]]],
    [Array.from({ length: 10 }, (_, r) => Array.from({ length: 10 }, (_, c) => (r === 0 && c === 0 ? 2 : 1)))],
    [Array.from({ length: 10 }, (_, r) => Array.from({ length: 10 }, (_, c) => (r === 5 && c === 5 ? 2 : 1)))],
    [Array.from({ length: 10 }, () => Array(10).fill(1))],
    [Array.from({ length: 10 }, () => Array(10).fill(0))],
  ];
  // serpentine corridor: rot has to walk a long path
  const snake = Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 10 }, (_, c) => (r % 2 === 0 ? 1 : r % 4 === 1 ? (c === 9 ? 1 : 0) : c === 0 ? 1 : 0)),
  );
  snake[0][0] = 2;
  cases.push([snake]);
  while (cases.length < 28) {
    const m = rng.int(1, rng.bool() ? 6 : 10);
    const n = rng.int(1, rng.bool() ? 6 : 10);
    const easy = rng.int(0, 2) > 0;
    const pEmpty = easy ? rng.pick([0, 0, 0.03]) : rng.pick([0.1, 0.3]);
    const pRot = rng.pick([0.005, 0.02, 0.1]);
    const g = Array.from({ length: m }, () =>
      Array.from({ length: n }, () => {
        const x = rng.float();
        return x < pEmpty ? 0 : x < pEmpty + pRot ? 2 : 1;
      }),
    );
    if (easy) g[rng.int(0, m - 1)][rng.int(0, n - 1)] = 2;
    cases.push([g]);
  }
  return cases;
}
