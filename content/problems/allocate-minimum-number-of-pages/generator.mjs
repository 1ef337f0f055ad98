const N = 100000;
const V = 10000;

export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[V], 1],
    [[V], 2],
    [[1, 1], 100000],
    [[5, 5, 5, 5], 4],
    [[5, 5, 5, 5], 3],
    [[V, 1, 1, 1, 1, V], 2],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3],
    [[10, 20, 30, 40], 2],
    [[V, V, V], 1],
  ];
  while (cases.length < 32) {
    const small = rng.bool();
    const n = rng.int(1, small ? 12 : 2000);
    const arr = rng.intArray(n, 1, small ? V : 20);
    cases.push([arr, rng.int(1, small ? n + 1 : n)]);
  }
  return cases;
}

/** Full size with one or two students (the answer is near the whole sum), plus middle and k = n cases. */
export function large(rng) {
  return [
    [new Array(N).fill(V), 1],
    [rng.intArray(N, 1, V), 2],
    [rng.intArray(N, 1, V), 3],
    [rng.intArray(N, 1, V), N],
    [rng.intArray(N, V - 10, V), 7],
  ];
}
