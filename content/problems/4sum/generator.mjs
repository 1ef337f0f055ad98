// LeetCode 18: 1 <= n <= 200, values and target within +-10^9.
const MAX = 1e9;
export default function generate(rng) {
  const cases = [
    [[0], 0],
    [[1, 2, 3], 6],
    [[0, 0, 0, 0], 0],
    [[0, 0, 0, 0], 1],
    [[MAX, MAX, MAX, MAX], -294967296],
    [[MAX, MAX, MAX, MAX], MAX],
    [[-MAX, -MAX, -MAX, -MAX], -MAX],
    [[-MAX, -MAX, MAX, MAX, 0, 0], 0],
    [[1, -2, -5, -4, -3, 3, 3, 5], -11],
    [[-3, -1, 0, 2, 4, 5], 2],
    [[2, 2, 2, 2, 2, 2], 8],
    [Array(60).fill(0), 0],
    [Array.from({ length: 60 }, (_, i) => (i % 5) - 2), 0],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.bool() ? 10 : 60);
    const [lo, hi] = rng.pick([[-5, 5], [-20, 20], [-MAX, MAX]]);
    const nums = rng.intArray(n, lo, hi);
    let target;
    if (n >= 4 && rng.bool()) {
      const idx = rng.shuffle(nums.map((_, i) => i)).slice(0, 4);
      target = Math.max(-MAX, Math.min(MAX, idx.reduce((s, i) => s + nums[i], 0)));
    } else target = rng.int(Math.max(-MAX, 4 * lo), Math.min(MAX, 4 * hi));
    cases.push([nums, target]);
  }
  cases.push([rng.intArray(60, -MAX, MAX), MAX], [rng.intArray(60, -MAX, MAX), -MAX]);
  return cases;
}

// n = 200 with few distinct values: tens of millions of index quadruples hit the target.
export function large(rng) {
  return [
    [Array(200).fill(0), 0],
    [rng.intArray(200, -2, 2), 0],
    [rng.intArray(200, -3, 3), 1],
    [Array.from({ length: 200 }, (_, i) => (i % 2 ? 1 : -1)), 0],
    [rng.intArray(200, -1, 1), 0],
    [Array(200).fill(-250000000), -MAX],
  ];
}
