// 0 <= n <= 10^5; tests.json stays small enough for the O(n^2) recurrence, large() reaches the limit.
export default function generate(rng) {
  const cases = [[1], [2], [4], [10], [19], [20], [35], [36], [100], [1000], [5000]];
  while (cases.length < 28) cases.push([rng.int(0, rng.pick([30, 500, 5000]))]);
  return cases;
}

// n = 10^5: the O(n^2) convolution needs about 5 * 10^9 modular products.
export function large(rng) {
  return [[100000], [rng.int(90000, 99999)], [99999]];
}
