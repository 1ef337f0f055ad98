export default function generate(rng) {
  const cases = [[[1]], [[100000]], [[1, 1]], [[5, 5, 5, 5]], [[100000, 1]], [[1, 2, 3, 4]], [[4, 3, 7, 1, 2]], [Array.from({ length: 3000 }, (_, i) => 3000 - i)]];
  while (cases.length < 30) cases.push([rng.intArray(rng.int(1, rng.pick([8, 3000])), 1, rng.pick([10, 100000]))]);
  return cases;
}

// n = 10^5 jobs: the literal simulation scans all remaining jobs at each step.
export function large(rng) {
  return [[rng.intArray(100000, 1, 100000)], [Array.from({ length: 100000 }, (_, i) => 100000 - i)], [new Array(100000).fill(100000)]];
}
