// GfG: 1 <= n, w <= 200, cost[i] = -1 (not sold) or a positive price; prices up to 10^5.
function costs(rng, n, pNone, hi) {
  return Array.from({ length: n }, () => (rng.float() < pNone ? -1 : rng.int(1, hi)));
}
export default function generate(rng) {
  const cases = [
    [1, 1, [1]],
    [1, 1, [-1]],
    [1, 1, [100000]],
    [1, 200, [100000]],
    [200, 1, Array(200).fill(-1)],
    [200, 30, Array(200).fill(-1).map((v, i) => (i === 199 ? 5 : v))],
    [3, 30, [-1, -1, 100000]],
    [3, 31, [-1, -1, 7]],
    [4, 24, [100, 3, 10, 4]],
    [10, 35, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [10, 35, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]],
  ];
  while (cases.length < 34) {
    const n = rng.int(1, rng.pick([5, 30, 200]));
    const w = rng.int(1, 35);
    cases.push([n, w, costs(rng, n, rng.pick([0, 0.3, 0.8]), rng.pick([10, 1000, 100000]))]);
  }
  return cases;
}

// n = w = 200 with every size on sale: the multiset search meets every partition of 200.
export function large(rng) {
  return [
    [200, 200, costs(rng, 200, 0, 100000)],
    [200, 199, Array.from({ length: 200 }, (_, i) => 450 * (i + 1) + rng.int(0, 50))],
    [200, 200, costs(rng, 200, 0.05, 100)],
  ];
}
