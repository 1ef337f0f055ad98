const MAXN = 100000;
const MAXV = 100000;

export default function generate(rng) {
  const cases = [
    [[1]],
    [[MAXV]],
    [[1, MAXV]],
    [[MAXV, 1]],
    [[3, 3, 4, 4]],
    [[1, 2, 3, 4, 5]],
    [[5, 4, 3, 2, 1]],
    [[2, 1, 2, 1, 2]],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 3000);
    cases.push([rng.intArray(n, 1, rng.bool() ? 20 : MAXV)]);
  }
  return cases;
}

/** Decreasing values (no answer, every suffix scanned in full), random, and increasing. */
export function large(rng) {
  return [
    [Array.from({ length: MAXN }, (_, i) => MAXV - i)],
    [rng.intArray(MAXN, 1, MAXV)],
    [Array.from({ length: MAXN }, (_, i) => i + 1)],
  ];
}
