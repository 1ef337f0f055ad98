const MAXN = 100000;
const MAXV = 100000;

export default function generate(rng) {
  const cases = [
    [[1], -1],
    [[MAXV], 0],
    [[1, 1], 0],
    [[1, 1], -1],
    [[4, 5, 4], 0],
    [[4, 5, 4], -1],
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 10 : 5000);
    const vals = rng.bool() ? rng.intArray(n, 1, 2) : rng.intArray(n, 1, MAXV);
    cases.push([vals, rng.bool() ? 0 : -1]);
  }
  return cases;
}

export function large(rng) {
  return [
    [rng.intArray(MAXN, 1, MAXV), 0],
    [rng.intArray(MAXN, 1, MAXV), -1],
    [Array(MAXN).fill(1), 0],
  ];
}
