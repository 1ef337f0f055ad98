const text = (powers, queries) => `${powers.length}\n${powers.join(' ')}\n${queries.length}\n${queries.join('\n')}\n`;

export default function generate(rng) {
  const inputs = [
    text([1], [1]),
    text([100], [1, 99, 100]),
    text([5, 5, 5], [4, 5, 6]),
    text([100, 1, 50], [1, 50, 100, 49]),
    text([3, 1, 2], [100]),
  ];
  while (inputs.length < 25) {
    const n = rng.int(1, rng.bool() ? 10 : 2000);
    const q = rng.int(1, rng.bool() ? 10 : 2000);
    inputs.push(text(rng.intArray(n, 1, 100), rng.intArray(q, 1, 100)));
  }
  return inputs.map((s) => [s]);
}

/** N = 10^5 and Q = 4 * 10^4 with strong rounds (nearly every soldier is defeated, so every scan runs to the end). */
export function large(rng) {
  const N = 100000;
  const Q = 40000;
  return [
    [text(rng.intArray(N, 1, 100), new Array(Q).fill(100))],
    [text(rng.intArray(N, 1, 100), rng.intArray(Q, 95, 100))],
    [text(new Array(N).fill(100), rng.intArray(Q, 99, 100))],
  ];
}
