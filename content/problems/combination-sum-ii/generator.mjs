// LeetCode 40: 1 <= n <= 100, 1 <= candidates[i] <= 50, 1 <= target <= 30.
export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[2], 1],
    [[50], 30],
    [[1, 1], 2],
    [[1, 1, 1], 2],
    [[30, 15, 15, 10, 20], 30],
    [[3, 1, 3, 5, 1, 1], 8],
    [[4, 4, 2, 1, 4, 2, 2, 1, 3], 6],
    [Array.from({ length: 100 }, (_, i) => 20 + (i % 31)), 30],
    [Array.from({ length: 100 }, (_, i) => 31 + (i % 20)), 30],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 8 : 14);
    const hi = rng.pick([5, 12, 50]);
    cases.push([rng.intArray(n, 1, hi), rng.int(1, 30)]);
  }
  return cases;
}

// n = 100 with many copies of small values: skipping duplicates is what keeps the search small.
export function large(rng) {
  return [
    [Array(100).fill(1), 30],
    [Array.from({ length: 100 }, (_, i) => 1 + (i % 2)), 30],
    [Array.from({ length: 100 }, (_, i) => 1 + (i % 3)), 30],
    [rng.intArray(100, 1, 4), 29],
  ];
}
