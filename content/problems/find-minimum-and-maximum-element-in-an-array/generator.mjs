const MAXV = 1000000000;

export default function generate(rng) {
  const cases = [
    [[-MAXV]],
    [[MAXV]],
    [[0, 0, 0]],
    [[-MAXV, MAXV]],
    [[MAXV, -MAXV]],
    [[5, 4, 3, 2, 1]],
    [[1, 2, 3, 4, 5]],
    [[-3, -7, -1, -9]],
    [[2, 2, 1, 1]],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 2000);
    const span = rng.pick([10, 1000, MAXV]);
    cases.push([rng.intArray(n, -span, span)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => MAXV - i)],
    [Array.from({ length: n }, (_, i) => -MAXV + i)],
    [rng.intArray(n, -MAXV, MAXV)],
  ];
}
