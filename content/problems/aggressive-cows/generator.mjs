import { distinctInts } from '../_lib/node-shapes.mjs';

// SPOJ AGGRCOW: t test cases; 2 <= N <= 10^5 distinct positions in [0, 10^9]; 2 <= C <= N.
const MAX_N = 100000;
const MAX_X = 1000000000;

const text = (cases) => `${cases.length}\n${cases.map(([x, c]) => `${x.length} ${c}\n${x.join('\n')}\n`).join('')}`;

export default function generate(rng) {
  const inputs = [
    text([[[0, 1], 2]]),
    text([[[0, MAX_X], 2]]),
    text([[[MAX_X, 0, 500000000], 3]]),
    text([[[1, 2, 3, 4, 5, 6], 6]]),
    text([[[10, 1, 7, 3], 2], [[10, 1, 7, 3], 3], [[10, 1, 7, 3], 4]]),
    text([[[1, 2, 4, 8, 9], 3]]),
  ];
  while (inputs.length < 30) {
    const t = rng.int(1, 10);
    const cases = [];
    for (let k = 0; k < t; k++) {
      const n = rng.int(2, rng.bool() ? 10 : 300);
      const hi = rng.bool() ? 3 * n : MAX_X;
      cases.push([distinctInts(rng, n, 0, hi), rng.int(2, n)]);
    }
    inputs.push(text(cases));
  }
  return inputs.map((s) => [s]);
}

/**
 * Full-size test cases: two cows on spread-out stalls (answer near 10^9, so trying every distance from 1 needs about
 * 10^9 checks), cows in every stall, and a random middle case.
 */
export function large(rng) {
  const spread = () => distinctInts(rng, MAX_N, 0, MAX_X);
  return [
    [text([[spread(), 2]])],
    [text([[spread(), MAX_N]])],
    [text([[spread(), rng.int(2, MAX_N)]])],
    [text([[spread(), 3]])],
  ];
}
