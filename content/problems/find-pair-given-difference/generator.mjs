const M = 1000000;

export default function generate(rng) {
  const cases = [[[1], 0], [[M], M], [[1, M], M - 1], [[1, M], M], [[5, 5], 0], [[5, 6], 0], [[3, 1, 4, 1, 5], 2], [[10, 20], 10]];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 10 : 3000);
    const arr = rng.intArray(n, 1, rng.pick([20, 5000, M]));
    const x = rng.bool() && n > 1 ? Math.abs(arr[rng.int(0, n - 1)] - arr[rng.int(0, n - 1)]) : rng.int(0, rng.pick([10, M]));
    cases.push([arr, x]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const spaced = Array.from({ length: n }, (_, i) => 1 + 10 * i);
  return [[spaced, 5], [rng.shuffle(spaced), 0], [spaced.map((v, i) => (i === n - 1 ? v + 3 : v)), 13], [rng.intArray(n, 1, M), M]];
}
