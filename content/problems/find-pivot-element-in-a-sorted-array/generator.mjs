import { distinctInts } from '../_lib/node-shapes.mjs';

const N = 100000;
const V = 1000000000;

function rotated(rng, n, lo, hi, shift) {
  const a = distinctInts(rng, n, lo, hi).sort((x, y) => x - y);
  const s = shift ?? rng.int(0, n - 1);
  return [...a.slice(s), ...a.slice(0, s)];
}

export default function generate(rng) {
  const cases = [[[5]], [[-V]], [[V, -V]], [[-V, V]], [[1, 2, 3]], [[3, 1, 2]], [[2, 3, 1]], [[10, 20, 30, 40, 50, -5]]];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 1500);
    cases.push([rotated(rng, n, -V, V)]);
  }
  return cases;
}

/** Full size with the pivot at the end, at the start, and in random places. */
export function large(rng) {
  return [[rotated(rng, N, -V, V, 0)], [rotated(rng, N, -V, V, 1)], [rotated(rng, N, -V, V)], [rotated(rng, N, -V, V, N - 1)]];
}
