const M = 1000000;

export default function generate(rng) {
  const cases = [
    [[1], [1]],
    [[1], [M]],
    [[M, M], [M, M]],
    [[M], [M, M]],
    [[1, 2, 3], [3, 2, 1]],
    [[5, 5, 5, 5], [5, 5, 5]],
    [[2, 4, 6], [1, 2, 3, 4, 5, 6]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 10 : 2000);
    const hi = rng.pick([5, 20, M]);
    const a = rng.intArray(n, 1, hi);
    let b;
    if (rng.bool()) {
      b = rng.shuffle(a).slice(0, rng.int(1, n));
      if (rng.bool()) b[rng.int(0, b.length - 1)] = rng.int(1, hi);
    } else b = rng.intArray(rng.int(1, n), 1, hi);
    cases.push([a, b]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const a = Array.from({ length: n }, (_, i) => M - i);
  const b = Array.from({ length: n }, (_, i) => M - n + 1 + i);
  const c = rng.intArray(n, 1, M);
  return [
    [a, b],
    [c, rng.shuffle(c)],
    [Array.from({ length: n }, () => 1), Array.from({ length: n }, (_, i) => (i === n - 1 ? 2 : 1))],
  ];
}
