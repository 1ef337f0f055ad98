export default function generate(rng) {
  // LeetCode 704 bounds are strict: -10^4 < nums[i], target < 10^4
  const sortedDistinct = (n, lo, hi) => {
    const set = new Set();
    while (set.size < n) set.add(rng.int(lo, hi));
    return [...set].sort((a, b) => a - b);
  };
  const cases = [
    [[5], 5], [[5], -5], [[1, 2], 1], [[1, 2], 2], [[1, 2], 3], [[1, 2], 0], [[-9999, 9999], 9999], [[-9999, 9999], -9999], [[-9999, 9999], 0],
    [[-3, -1], -2], [[0, 1, 2, 3, 4, 5, 6], 6], [[0, 1, 2, 3, 4, 5, 6], 0],
  ];
  for (let k = 0; k < 12; k++) {
    const arr = sortedDistinct(rng.int(1, 2000), -9999, 9999);
    const target = rng.bool() ? rng.pick(arr) : rng.int(-9999, 9999);
    cases.push([arr, target]);
  }
  const full = sortedDistinct(10000, -9999, 9999);
  cases.push([full, full[full.length - 1]]);
  cases.push([full, full[0]]);
  const present = new Set(full);
  let missing = 0;
  while (present.has(missing)) missing++;
  cases.push([full, missing]);
  return cases;
}
