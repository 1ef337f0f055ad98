export default function generate(rng) {
  const cases = [[[1]], [[1000000000]], [[1, 1]], [[3, 3, 3]], [[1, 1, 1, 1, 1, 1]], [[1000000000, 1, 1]], [new Array(3000).fill(7)], [Array.from({ length: 3000 }, (_, i) => i + 1)]];
  while (cases.length < 30) cases.push([rng.intArray(rng.int(1, rng.pick([8, 3000])), 1, rng.pick([5, 1000, 1000000000]))]);
  return cases;
}

// n = 10^5 with nearly equal values: about half the elements must be picked.
export function large(rng) {
  return [[new Array(100000).fill(1000000000)], [rng.intArray(100000, 999999000, 1000000000)], [rng.intArray(100000, 1, 1000000000)]];
}
