// SPOJ EKO: 1 <= N <= 10^6, 1 <= M <= 2 * 10^9, heights in [1, 10^9], total height >= M.
const MAX_N = 1000000;
const MAX_H = 1000000000;
const MAX_M = 2000000000;

const text = (h, m) => `${h.length} ${m}\n${h.join(' ')}\n`;
const total = (h) => h.reduce((s, x) => s + x, 0);

export default function generate(rng) {
  const inputs = [
    text([1], 1),
    text([MAX_H], 1),
    text([MAX_H], MAX_H),
    text([MAX_H, MAX_H], MAX_M),
    text([5, 5, 5, 5], 4),
    text([5, 5, 5, 5], 20),
    text([1, 2, 3, 4, 5], 15),
    text([20, 15, 10, 17], 8),
  ];
  while (inputs.length < 30) {
    const n = rng.int(1, rng.bool() ? 10 : 2000);
    const h = rng.intArray(n, 1, rng.bool() ? 50 : MAX_H);
    const sum = total(h);
    inputs.push(text(h, rng.int(1, Math.min(sum, MAX_M))));
  }
  return inputs.map((s) => [s]);
}

/**
 * 10^6 trees: M just below the total (the cut reaches nearly every tree, the worst case for adding trees one by
 * one), tall trees with a small M, and equal trees.
 */
export function large(rng) {
  const low = rng.intArray(MAX_N, 1, 3999);
  const tall = rng.intArray(MAX_N, 1, MAX_H);
  const equal = new Array(MAX_N).fill(2000);
  return [
    [text(low, Math.min(MAX_M, total(low) - 1000))],
    [text(tall, rng.int(1, MAX_M))],
    [text(equal, MAX_M)],
  ];
}
