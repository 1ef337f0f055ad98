export default function generate(rng) {
  const cases = [[[1, 1]], [[1, 100000]], [[5, 5, 5]], [[1, 2, 3]], [[100000, 1, 100000, 1]], [[4, 2, 1, 8]], [[7, 3, 9, 1, 5]]];
  while (cases.length < 30) cases.push([rng.intArray(rng.int(2, rng.pick([6, 3000])), 1, rng.pick([10, 100000]))]);
  return cases;
}

export function large(rng) {
  return [[rng.intArray(100000, 1, 100000)], [Array.from({ length: 100000 }, (_, i) => 100000 - i)], [rng.intArray(99999, 1, 100000)]];
}
