const MAXN = 100000;

export default function generate(rng) {
  const cases = [[[0]], [[2]], [[2, 1, 0]], [[0, 0, 0]], [[2, 2, 1, 1]], [[1, 0]], [[0, 1, 2, 0, 1, 2]]];
  while (cases.length < 26) cases.push([rng.intArray(rng.int(1, rng.bool() ? 12 : 5000), 0, 2)]);
  return cases;
}

export function large(rng) {
  return [
    [rng.intArray(MAXN, 0, 2)],
    [Array.from({ length: MAXN }, (_, i) => 2 - Math.floor((3 * i) / MAXN))],
  ];
}
