export default function generate(rng) {
  const cases = [[[0]], [[100000]], [[7, 7]], [[0, 100000]], [[100000, 0]], [[3, 1, 2]], [new Array(3000).fill(100000)], [Array.from({ length: 3000 }, (_, i) => 3000 - i)]];
  while (cases.length < 30) cases.push([rng.intArray(rng.int(1, rng.pick([10, 3000])), 0, rng.pick([10, 100000]))]);
  return cases;
}

// n = 10^5, decreasing (the worst order for insertion sort) and random.
export function large(rng) {
  return [
    [Array.from({ length: 100000 }, (_, i) => 100000 - i)],
    [rng.intArray(100000, 0, 100000)],
    [Array.from({ length: 100000 }, (_, i) => (i % 2 ? 100000 - i : i))],
  ];
}
