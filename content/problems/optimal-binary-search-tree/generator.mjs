import { distinctValues } from '../_lib/tree-shapes.mjs';

// GfG: 1 <= n <= 100, sorted distinct keys, positive frequencies.
function inst(rng, n, fhi) {
  const keys = distinctValues(rng, n, 1, 100000).sort((a, b) => a - b);
  return [keys, rng.intArray(n, 1, fhi)];
}
export default function generate(rng) {
  const cases = [
    [[1], [1]],
    [[100000], [1000]],
    [[1, 100000], [1, 1]],
    [[1, 2, 3], [1000, 1, 1]],
    [[1, 2, 3], [1, 1, 1000]],
    [[5, 6, 7, 8, 9, 10, 11], [1, 1, 1, 1, 1, 1, 1]],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000]],
    [[2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24], [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1000, 1000]],
  ];
  while (cases.length < 30) cases.push(inst(rng, rng.int(1, 12), rng.pick([3, 100, 1000])));
  return cases;
}

// n = 100: trying every root recursively makes about 3^100 calls.
export function large(rng) {
  return [inst(rng, 100, 1000), inst(rng, 100, 5), [Array.from({ length: 100 }, (_, i) => 1000 * (i + 1)), Array(100).fill(1000)]];
}
