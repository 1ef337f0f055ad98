export default function generate(rng) {
  const sortedDistinct = (n, lo, hi) => {
    const set = new Set();
    while (set.size < n) set.add(rng.int(lo, hi));
    return [...set].sort((a, b) => a - b);
  };
  const cases = [
    [[5], 5], [[5], -5], [[1, 2], 1], [[1, 2], 2], [[1, 2], 3], [[1, 2], 0], [[-10000, 10000], 10000],
    [[-3, -1], -2], [[0, 1, 2, 3, 4, 5, 6], 6], [[0, 1, 2, 3, 4, 5, 6], 0],
  ];
  for (let k = 0; k < 12; k++) {
    const arr = sortedDistinct(rng.int(1, 2000), -10000, 10000);
    const target = rng.bool() ? rng.pick(arr) : rng.int(-10000, 10000);
    cases.push([arr, target]);
  }
  const full = sortedDistinct(10000, -10000, 10000);
  cases.push([full, full[full.length - 1]]);
  cases.push([full, full[0]]);
  cases.push([full, 10001 > full[full.length - 1] ? full[full.length - 1] + 1 : -10000]);
  return cases;
}
