const MAXV = 10000000;

export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[MAXV], MAXV],
    [[1, MAXV], MAXV],
    [[5, 5, 5], 3],
    [[1, 2], 10],
    [[1, 10, 14, 14, 14, 15], 6],
    [[4, 6], 10],
    [[1, 1, 1, 10000000], 1],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 10 : 3000);
    const hi = rng.pick([20, 1000, MAXV]);
    cases.push([rng.intArray(n, 1, hi), rng.int(1, rng.pick([5, hi, MAXV]))]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => MAXV - i * 37), 3000],
    [rng.intArray(n, 1, MAXV), 1000000],
    [Array.from({ length: n }, (_, i) => 1 + i * 100), MAXV],
    [rng.intArray(n, 1, MAXV), 1],
  ];
}
