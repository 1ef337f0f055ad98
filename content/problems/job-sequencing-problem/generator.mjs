// GfG: 1 <= n <= 10^5, 1 <= deadline[i] <= n, 1 <= profit[i] <= 500.
function jobs(rng, n, maxDeadline) {
  return [Array.from({ length: n }, () => rng.int(1, Math.min(n, maxDeadline))), rng.intArray(n, 1, 500)];
}
export default function generate(rng) {
  const cases = [
    [[1], [1]],
    [[1], [500]],
    [[1, 1], [5, 5]],
    [[2, 2], [1, 500]],
    [[1, 2, 3], [3, 2, 1]],
    [[3, 3, 3], [1, 2, 3]],
    [Array(3000).fill(3000), Array(3000).fill(500)],
    [Array(3000).fill(1), Array.from({ length: 3000 }, (_, i) => (i % 500) + 1)],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push(jobs(rng, n, rng.pick([1, 3, n, 100000])));
  }
  return cases;
}

// n = 10^5 jobs sharing the last deadline: a backward scan for a free slot walks over all taken slots.
export function large(rng) {
  const n = 100000;
  return [
    [Array(n).fill(n), rng.intArray(n, 1, 500)],
    [Array.from({ length: n }, () => rng.int(n - 100, n)), rng.intArray(n, 1, 500)],
    jobs(rng, n, n),
  ];
}
