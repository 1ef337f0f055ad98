function random(rng, n, m, horizon, maxLen) {
  return Array.from({ length: m }, () => {
    const a = rng.int(0, horizon - 1);
    return [a, Math.min(horizon, a + rng.int(1, maxLen)), rng.int(1, n)];
  });
}

export default function generate(rng) {
  const cases = [
    [1, [[0, 1000000, 1]]],
    [1, [[0, 1, 1], [1, 2, 1], [2, 3, 1]]],
    [2, [[0, 10, 1], [0, 10, 2], [5, 15, 1]]],
    [100, [[5, 6, 100]]],
    [1, [[0, 10, 1], [1, 2, 1], [3, 4, 1], [5, 1000000, 1]]],
    [3, [[10, 20, 1], [10, 20, 1], [10, 20, 1]]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.pick([3, 100]));
    cases.push([n, random(rng, n, rng.int(1, rng.pick([10, 1500])), rng.pick([50, 1000000]), rng.pick([5, 100, 100000]))]);
  }
  return cases;
}

// 10^5 short disjoint trains on one platform: the quadratic DP compares every pair.
export function large(rng) {
  const disjoint = rng.shuffle(Array.from({ length: 100000 }, (_, i) => [i * 10, i * 10 + 5, 1]));
  return [[1, disjoint], [100, random(rng, 100, 100000, 1000000, 50)], [2, random(rng, 2, 100000, 1000000, 20)]];
}
