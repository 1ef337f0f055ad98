import { distinctInts } from '../_lib/node-shapes.mjs';

const V = 10000;
const line = (s) => `${s.length} ${s.join(' ')}\n`;
const text = (cases) => `${cases.map(([a, b]) => line(a) + line(b)).join('')}0\n`;
const inc = (rng, n, lo, hi) => distinctInts(rng, n, lo, hi).sort((x, y) => x - y);

export default function generate(rng) {
  const inputs = [
    text([[[0], [0]]]),
    text([[[V], [-V]]]),
    text([[[-V], [-V]]]),
    text([[[1, 2, 3], [1, 2, 3]]]),
    text([[[-3, -2, -1], [-10, -1]]]),
    text([[[1, 100, 200], [2, 3, 200, 201]], [[5], [1, 2, 3, 4, 5, 6]]]),
    text([[[-5, 0, 5], [-4, 0, 4]]]),
  ];
  while (inputs.length < 30) {
    const t = rng.int(1, 4);
    const cases = [];
    for (let k = 0; k < t; k++) {
      const span = rng.pick([10, 100, V]);
      const n = rng.int(1, Math.min(2 * span, rng.bool() ? 10 : 500));
      const m = rng.int(1, Math.min(2 * span, rng.bool() ? 10 : 500));
      cases.push([inc(rng, n, -span, span), inc(rng, m, -span, span)]);
    }
    inputs.push(text(cases));
  }
  return inputs.map((s) => [s]);
}

/** Ten full-size test cases: dense sequences with many crossings, and sparse ones with few. */
export function large(rng) {
  const cases = Array.from({ length: 10 }, (_, i) => [inc(rng, V, i % 2 ? -V : 0, V), inc(rng, V, -V, i % 2 ? V : 0)]);
  return [[text(cases)]];
}
