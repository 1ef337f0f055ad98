export default function generate(rng) {
  const sortedDistinct = (n, lo, hi) => {
    const set = new Set();
    while (set.size < n) set.add(rng.int(lo, hi));
    return [...set].sort((a, b) => a - b);
  };
  const cases = [
    [[1], 0], [[1], 1], [[1], 2], [[1, 3], 2], [[1, 3], 4], [[1, 3], -1], [[-10000], 10000], [[10000], -10000],
    [[-5, -3, 0, 4], -4], [[-5, -3, 0, 4], 4],
  ];
  for (let k = 0; k < 12; k++) {
    const arr = sortedDistinct(rng.int(1, 2000), -10000, 10000);
    const target = rng.bool() ? rng.pick(arr) : rng.int(-10000, 10000);
    cases.push([arr, target]);
  }
  const full = sortedDistinct(10000, -10000, 10000);
  cases.push([full, 10000]);
  cases.push([full, -10000]);
  cases.push([full, rng.int(-10000, 10000)]);
  return cases;
}
