const MAXV = 1000000000;

export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[MAXV], 1],
    [[3, 3, 3, 3], 2],
    [[1, MAXV], 2],
    [[MAXV, 1], 1],
    [[9, 8, 7, 6, 5, 4, 3, 2, 1], 9],
    [[2, 1, 2, 1, 2, 1], 4],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 3000);
    const arr = rng.intArray(n, 1, rng.pick([10, 1000, MAXV]));
    cases.push([arr, rng.int(1, n)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const desc = Array.from({ length: n }, (_, i) => MAXV - i);
  return [
    [desc, n / 2],
    [rng.intArray(n, 1, MAXV), n],
    [Array.from({ length: n }, (_, i) => (i % 2 ? 1 : MAXV)), 60000],
  ];
}
