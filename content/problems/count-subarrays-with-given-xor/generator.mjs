const N = 100000;
const V = 1000000000;

export default function generate(rng) {
  const cases = [
    [[0], 0],
    [[0], 1],
    [[V], V],
    [[V, V], 0],
    [[0, 0, 0, 0], 0],
    [[1, 2, 3], 0],
    [[1, 2, 3], V],
    [[7, 7, 7, 7, 7], 7],
    [[5, 1, 4, 1, 5, 9, 2, 6], 4],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const hi = rng.pick([1, 7, 255, V]);
    const arr = rng.intArray(n, 0, hi);
    const k = rng.bool() ? arr[rng.int(0, n - 1)] : rng.int(0, hi);
    cases.push([arr, k]);
  }
  return cases;
}

/** Full size: all zeros (every block matches), small values with many matches, random large values. */
export function large(rng) {
  return [
    [new Array(N).fill(0), 0],
    [rng.intArray(N, 0, 3), 2],
    [rng.intArray(N, 0, V), rng.int(0, V)],
    [rng.intArray(N, 0, 1023), 0],
  ];
}
