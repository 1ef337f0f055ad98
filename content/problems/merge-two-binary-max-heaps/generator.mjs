/** A random valid max-heap array of n values in [lo, hi], built bottom-up. */
function heap(rng, n, lo, hi) {
  const c = rng.intArray(n, lo, hi);
  for (let i = (n >> 1) - 1; i >= 0; i--) {
    let j = i;
    for (;;) {
      let big = j;
      const l = 2 * j + 1;
      const r = l + 1;
      if (l < n && c[l] > c[big]) big = l;
      if (r < n && c[r] > c[big]) big = r;
      if (big === j) break;
      [c[j], c[big]] = [c[big], c[j]];
      j = big;
    }
  }
  return c;
}

export default function generate(rng) {
  const M = 100000;
  const cases = [
    [[1], [1]],
    [[M], [1]],
    [[1], [M]],
    [[5, 4, 3, 2, 1], [6]],
    [[2], [9, 8, 7, 6, 5]],
    [[7, 7, 7], [7, 7]],
    [[M, M - 1, M - 2], [M, 1, 1]],
  ];
  for (let t = 0; t < 12; t++) cases.push([heap(rng, rng.int(1, 12), 1, 20), heap(rng, rng.int(1, 12), 1, 20)]);
  for (let t = 0; t < 4; t++) cases.push([heap(rng, rng.int(100, 2000), 1, M), heap(rng, rng.int(100, 2000), 1, M)]);
  return cases;
}

export function large(rng) {
  const n = 50000;
  const down = Array.from({ length: n }, (_, i) => 100000 - i);
  const low = Array.from({ length: n }, (_, i) => n - i);
  return [[low, down], [heap(rng, n, 1, 100000), heap(rng, n, 1, 100000)]];
}
