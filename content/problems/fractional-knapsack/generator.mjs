// GfG: 1 <= n <= 10^5, 1 <= val[i], wt[i] <= 10^4, 1 <= capacity <= 10^9.
function items(rng, n, hi) {
  return [rng.intArray(n, 1, hi), rng.intArray(n, 1, hi)];
}
export default function generate(rng) {
  const cases = [
    [[1], [1], 1],
    [[10000], [10000], 1],
    [[1], [10000], 1000000000],
    [[10000], [1], 1],
    [[5, 5, 5], [2, 2, 2], 3],
    [[7, 3], [7, 3], 5],
    [[1, 2, 3], [3, 2, 1], 2],
    [Array(3000).fill(10000), Array(3000).fill(10000), 1000000000],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const [v, w] = items(rng, n, rng.pick([10, 10000]));
    const total = w.reduce((s, x) => s + x, 0);
    cases.push([v, w, rng.int(1, Math.min(1e9, rng.bool() ? total : 2 * total))]);
  }
  return cases;
}

// n = 10^5 with room for most items: repeatedly scanning for the best remaining ratio is quadratic.
export function large(rng) {
  const n = 100000;
  const [v, w] = items(rng, n, 10000);
  const total = w.reduce((s, x) => s + x, 0);
  const [v2, w2] = items(rng, n, 10000);
  return [[v, w, total - 1], [v2, w2, Math.floor(total / 2)], [v, w, 1000000000]];
}
