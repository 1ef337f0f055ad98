const MAXN = 100000;
const MAXV = 100000;

export default function generate(rng) {
  const cases = [[[]], [[0]], [[MAXV]], [[0, MAXV]], [[3, 3, 3]], [[1, 2, 3]], [[5, 4, 3, 2, 1]]];
  while (cases.length < 26) cases.push([rng.intArray(rng.int(1, rng.bool() ? 10 : 5000), 0, MAXV)]);
  return cases;
}

export function large(rng) {
  return [[rng.intArray(MAXN, 0, MAXV)], [Array(MAXN).fill(MAXV)]];
}
