export default function generate(rng) {
  const cases = [
    [[], 0],
    [[], 100],
    [[1], 1],
    [[1], 2],
    [[0], 0],
    [[50, 50, 50], 50],
    [[50, 0, 50, 0], 0],
    [[4, 5, 6], 100],
    [Array(100).fill(7), 7],
    [Array(100).fill(50), 0],
    [Array.from({ length: 100 }, (_, i) => i % 51), 25],
  ];
  while (cases.length < 30) {
    const n = rng.int(0, 100);
    const hi = rng.pick([2, 5, 50]);
    const nums = rng.intArray(n, 0, hi);
    const val = rng.bool() && n > 0 ? rng.pick(nums) : rng.int(0, 100);
    cases.push([nums, val]);
  }
  return cases;
}
