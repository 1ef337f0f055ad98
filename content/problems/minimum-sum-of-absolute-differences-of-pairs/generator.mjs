export default function generate(rng) {
  const cases = [
    [[0], [1000000000]],
    [[1000000000], [1000000000]],
    [[5], [5]],
    [[1, 2], [2, 1]],
    [[0, 0, 0], [1000000000, 1000000000, 1000000000]],
    [[1, 2, 3, 4], [4, 3, 2, 1]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.pick([8, 3000]));
    const hi = rng.pick([10, 1000, 1000000000]);
    cases.push([rng.intArray(n, 0, hi), rng.intArray(n, 0, hi)]);
  }
  return cases;
}

// n = 10^5: one array decreasing, the other random.
export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => (n - i) * 10000), rng.intArray(n, 0, 1000000000)],
    [rng.intArray(n, 0, 1000000000), rng.intArray(n, 0, 1000000000)],
    [new Array(n).fill(0), Array.from({ length: n }, (_, i) => 1000000000 - i)],
  ];
}
