const V = 20000000;
const text = (a, b, s) => `${s.length} ${a} ${b}\n${s.join('\n')}\n`;

export default function generate(rng) {
  const inputs = [
    text(0, 0, [0]),
    text(1, 1, [0]),
    text(-V, V, [V]),
    text(-500000000, 500000000, new Array(20).fill(V)),
    text(0, 0, new Array(18).fill(0)),
    text(3, 3, [1, 1, 1, 1, 1, 1]),
    text(-5, -1, [-3, 4, -2, 7, -1]),
    text(100, 50 + 60, [10, 20, 30, 40, 50]),
  ];
  while (inputs.length < 30) {
    const n = rng.int(1, 20);
    const hi = rng.pick([3, 1000, V]);
    const s = rng.intArray(n, -hi, hi);
    const a = rng.int(-n * hi, n * hi);
    const b = rng.int(a, Math.min(500000000, a + rng.int(0, n * hi)));
    inputs.push(text(Math.max(-500000000, a), b, s));
  }
  return inputs.map((x) => [x]);
}

/** N = 34: random values with a middle window, the full range, and all-equal values (many equal sums). */
export function large(rng) {
  return [
    [text(-1000000, 1000000, rng.intArray(34, -V, V))],
    [text(-500000000, 500000000, rng.intArray(34, -V, V))],
    [text(100000000, 200000000, new Array(34).fill(V / 2))],
  ];
}
