const MAXV = 99999;

export default function generate(rng) {
  const cases = [
    [[0], [0]],
    [[0], [MAXV]],
    [[MAXV, MAXV], [MAXV]],
    [[1, 2, 3], [4, 5, 6]],
    [[1, 1, 2, 2], [2, 2, 1, 1]],
    [[5], [1, 2, 3, 4, 5]],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 10 : 2000);
    const m = rng.int(1, rng.bool() ? 10 : 2000);
    const hi = rng.pick([5, 50, MAXV]);
    cases.push([rng.intArray(n, 0, hi), rng.intArray(m, 0, hi)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => i), Array.from({ length: n }, (_, i) => MAXV - i)],
    [Array.from({ length: n }, (_, i) => (i * 7919) % n), rng.intArray(n, 0, MAXV)],
    [Array.from({ length: n }, (_, i) => i % 50000), Array.from({ length: n }, (_, i) => 50000 + (i % 50000))],
  ];
}
