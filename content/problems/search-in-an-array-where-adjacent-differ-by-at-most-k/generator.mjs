const N = 100000;
const V = 1000000;

function walk(rng, n, k, start, lo = -V, hi = V) {
  const arr = [start];
  for (let i = 1; i < n; i++) {
    let v = arr[i - 1] + rng.int(-k, k);
    if (v < lo) v = lo;
    if (v > hi) v = hi;
    arr.push(v);
  }
  return arr;
}

export default function generate(rng) {
  const cases = [
    [[V], V, 1],
    [[-V, -V + 1], -V, 1],
    [[-V], V, 100],
    [[-V, -V + 100], -V + 100, 100],
    [[5, 5, 5], 5, 1],
    [[1, 2, 3, 4, 5], 5, 1],
    [[1, 2, 3, 4, 5], 0, 1],
    [[10, 9, 8, 9, 10], 8, 1],
    [[0, 100, 200, 300, 200, 100, 0], 100, 100],
    [[0, 50, 100], 75, 50],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const k = rng.int(1, 100);
    const arr = walk(rng, n, k, rng.int(-1000, 1000));
    const x = rng.bool() ? arr[rng.int(0, n - 1)] : rng.int(-2000, 2000);
    cases.push([arr, x, k]);
  }
  return cases;
}

/** Full size: values hovering next to x (jumps of 1), x absent, and x found only at the end. */
export function large(rng) {
  const hover = Array.from({ length: N }, (_, i) => (i % 2 ? 1 : 2));
  const ramp = Array.from({ length: N }, (_, i) => -V + i);
  return [
    [hover, 0, 1],
    [walk(rng, N, 100, 0), 900000, 100],
    [ramp, -V + N - 1, 1],
    [walk(rng, N, 1, 500), 500, 1],
  ];
}
