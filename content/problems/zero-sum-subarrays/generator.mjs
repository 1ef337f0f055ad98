const N = 100000;
const V = 1000000000;

export default function generate(rng) {
  const cases = [
    [[0]],
    [[V]],
    [[-V]],
    [[V, -V]],
    [[V, V, -V, -V]],
    [[0, 0, 0, 0, 0]],
    [[1, -1, 1, -1, 1, -1]],
    [[3, 4, -7, 3, 1, 3, 1, -4, -2, -2]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const hi = rng.pick([1, 3, 100, V]);
    cases.push([rng.intArray(n, -hi, hi)]);
  }
  return cases;
}

/** Full size: all zeros (the largest count), alternating ±10^9, tiny values, and random values with no zero block. */
export function large(rng) {
  return [
    [new Array(N).fill(0)],
    [Array.from({ length: N }, (_, i) => (i % 2 ? -V : V))],
    [rng.intArray(N, -2, 2)],
    [rng.intArray(N, 1, V)],
  ];
}
