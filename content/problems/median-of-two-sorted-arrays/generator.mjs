export default function generate(rng) {
  const sorted = (n, lo, hi) => rng.intArray(n, lo, hi).sort((a, b) => a - b);
  const cases = [
    [[], [1]], [[2], []], [[1], [1]], [[1], [2]], [[], [1, 2]], [[1, 2], []], [[1, 3], [2]], [[1, 2, 3, 4], [5, 6, 7, 8]],
    [[5, 6, 7, 8], [1, 2, 3, 4]], [[-1000000], [1000000]], [[1, 1, 1], [1, 1, 1]], [[1000000, 1000000], [1000000]], [[-5, -3, -1], [-4, -2]],
  ];
  for (let k = 0; k < 12; k++) {
    const m = rng.int(0, 1000), n = rng.int(m === 0 ? 1 : 0, 1000);
    const range = rng.pick([5, 1000, 1000000]);
    cases.push([sorted(m, -range, range), sorted(n, -range, range)]);
  }
  cases.push([sorted(1000, -1000000, 1000000), sorted(1000, -1000000, 1000000)]);
  cases.push([sorted(1, -1000000, 1000000), sorted(999, -1000000, 1000000)]);
  cases.push([sorted(1000, 0, 10), sorted(1000, 500000, 1000000)]);
  return cases;
}

/** m = n = 1000, the stated maximum, with values at both extremes in each array. */
export function large(rng) {
  const sorted = () => {
    const a = rng.intArray(1000, -1000000, 1000000);
    a[0] = -1000000;
    a[1] = 1000000;
    return a.sort((x, y) => x - y);
  };
  return [[sorted(), sorted()], [sorted(), []]];
}
