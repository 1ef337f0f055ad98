const N = 3000;

export default function generate(rng) {
  const cases = [
    [[1, 2, 3], 7],
    [[1, 2, 3], 6],
    [[-1000, -1000, -1000], -3000],
    [[-1000, -1000, -1000], -2999],
    [[1000, 1000, 1000], 3000],
    [[1000, 1000, 1000, -1000], 3000],
    [[0, 0, 0, 0, 0], 1],
    [[5, -5, 5, -5, 5, -5], 0],
    [[3, 1, 2, 6, 5, 4], 10],
  ];
  while (cases.length < 30) {
    const n = rng.int(3, rng.bool() ? 12 : 400);
    const hi = rng.pick([3, 50, 1000]);
    cases.push([rng.intArray(n, -hi, hi), rng.int(-3 * hi, 3 * hi)]);
  }
  return cases;
}

/** Full size: no triple qualifies (checking all of them is the worst case), every triple qualifies, and a middle target. */
export function large(rng) {
  return [
    [rng.intArray(N, -1000, 1000), -3000],
    [rng.intArray(N, -1000, 1000), 3000],
    [rng.intArray(N, -1000, 1000), rng.int(-100, 100)],
    [new Array(N).fill(1000), 3000],
  ];
}
