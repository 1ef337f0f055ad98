function jobs(rng, n, span, maxLen) {
  const s = [], e = [], p = [];
  for (let i = 0; i < n; i++) {
    const a = rng.int(1, span - 1);
    s.push(a);
    e.push(Math.min(span, a + rng.int(1, maxLen)));
    p.push(rng.int(1, 10000));
  }
  return [s, e, p];
}

export default function generate(rng) {
  const cases = [
    [[1], [2], [1]], [[1], [1000000000], [10000]], [[999999999], [1000000000], [7]], [[1, 2], [2, 3], [5, 5]], [[1, 1], [5, 5], [3, 4]],
    [[1, 2, 3], [10, 3, 4], [10, 4, 4]], [[1, 3, 5], [4, 6, 8], [5, 1, 5]], [[5, 1], [6, 5], [1, 1]],
  ];
  for (let i = 0; i < 10; i++) cases.push(jobs(rng, rng.int(2, 10), 20, 8));
  for (let i = 0; i < 5; i++) cases.push(jobs(rng, rng.int(200, 1500), 1000000000, 10000000));
  return cases;
}

export function large(rng) {
  const n = 50000;
  const chain = [Array.from({ length: n }, (_, i) => i + 1), Array.from({ length: n }, (_, i) => i + 2), Array(n).fill(10000)];
  return [chain, jobs(rng, n, 1000000000, 1000000), jobs(rng, n, 1000000000, 1000000000)];
}
