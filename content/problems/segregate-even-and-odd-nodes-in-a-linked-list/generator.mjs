const MAXN = 100000;
const MAXV = 100000;

export default function generate(rng) {
  const cases = [[[1]], [[2]], [[MAXV, 1]], [[1, MAXV]], [[2, 4, 6]], [[1, 2, 3, 4, 5, 6]], [[6, 5, 4, 3, 2, 1]], [[7, 7, 8, 8]]];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 12 : 5000);
    cases.push([rng.intArray(n, 1, rng.bool() ? 9 : MAXV)]);
  }
  return cases;
}

export function large(rng) {
  return [
    [rng.intArray(MAXN, 1, MAXV)],
    [Array.from({ length: MAXN }, (_, i) => (i < MAXN / 2 ? 2 * rng.int(0, 49999) + 1 : 2 * rng.int(1, 50000)))],
  ];
}
