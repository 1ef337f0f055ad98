const MAXN = 100000;
const MAXV = 10000;

export default function generate(rng) {
  const cases = [
    [[1], -1],
    [[1], 0],
    [[MAXV, 1], 1],
    [[2, 2], 0],
    [[1, 2], -1],
    [[1, 2, 3, 4, 5], 2],
    [[1, 2, 3, 4, 5], 4],
    [[7, 7, 7, 7, 7, 7], 3],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 20 : 3000);
    const vals = rng.bool() ? rng.intArray(n, 1, 3) : rng.intArray(n, 1, MAXV);
    cases.push([vals, rng.int(0, 3) === 0 ? -1 : rng.int(0, n - 1)]);
  }
  return cases;
}

/** Long lists: a loop through every node, a self loop at the tail, a loop from the middle, no loop. */
export function large(rng) {
  return [
    [rng.intArray(MAXN, 1, MAXV), 0],
    [rng.intArray(MAXN, 1, MAXV), MAXN - 1],
    [rng.intArray(MAXN, 1, MAXV), MAXN >> 1],
    [rng.intArray(MAXN, 1, MAXV), -1],
  ];
}
