// GfG: 1 <= n <= 500, 1 <= nums[i] <= 1000, max(nums[i]) <= k <= 2000.
export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[1000], 2000],
    [[1000, 1000], 1000],
    [[1, 1], 2],
    [[1, 1], 3],
    [[5, 5, 5, 5], 5],
    [[2, 2, 2, 2, 2, 2], 7],
    [[1000, 1, 1000], 1000],
    [Array(500).fill(1000), 1000],
    [Array(500).fill(1000), 2000],
    [rng.intArray(500, 501, 1000), 1000],
    [[10, 1, 1, 1, 1, 1, 1, 1, 1, 10], 10],
  ];
  while (cases.length < 34) {
    const n = rng.int(1, 16);
    const hi = rng.pick([3, 10, 100, 1000]);
    const nums = rng.intArray(n, 1, hi);
    const mx = Math.max(...nums);
    const k = rng.int(mx, Math.min(2000, mx * rng.int(1, 4) + rng.int(0, 5)));
    cases.push([nums, k]);
  }
  return cases;
}

// n = 500 short words on wide lines: dozens of words fit per line, so the plain recursion branches everywhere.
export function large(rng) {
  return [
    [rng.intArray(500, 1, 3), 40],
    [rng.intArray(500, 1, 1000).map((v, i) => (i % 3 === 0 ? v : rng.int(1, 5))), 2000],
    [Array(500).fill(1), 20],
  ];
}
