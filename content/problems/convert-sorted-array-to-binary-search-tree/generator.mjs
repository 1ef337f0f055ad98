import { distinctValues } from '../_lib/tree-shapes.mjs';

const sorted = (rng, n) => distinctValues(rng, n, -10000, 10000).sort((a, b) => a - b);

export default function generate(rng) {
  const cases = [
    [[-10000]],
    [[10000]],
    [[-10000, 10000]],
    [[1, 2, 3]],
    [[1, 2, 3, 4]],
    [[0, 1, 2, 3, 4, 5, 6]],
    [Array.from({ length: 16 }, (_, i) => i * 3 - 20)],
  ];
  while (cases.length < 26) cases.push([sorted(rng, rng.int(1, rng.bool() ? 20 : 3000))]);
  return cases;
}

export function large(rng) {
  return [[sorted(rng, 10000)], [Array.from({ length: 10000 }, (_, i) => i - 5000)]];
}
