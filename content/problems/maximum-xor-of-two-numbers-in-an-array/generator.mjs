const MAX = 2147483647;
// LeetCode 421: 1 <= n <= 2 * 10^5, 0 <= nums[i] <= 2^31 - 1.
export default function generate(rng) {
  const cases = [
    [[0]],
    [[MAX]],
    [[0, MAX]],
    [[MAX, MAX]],
    [[1073741824, 1073741823]],
    [[8, 10, 2]],
    [[0, 0, 0]],
    [Array.from({ length: 3000 }, (_, i) => i)],
    [Array.from({ length: 3000 }, () => 1 << 30)],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 3000);
    const hi = rng.pick([7, 1000, MAX]);
    cases.push([rng.intArray(n, 0, hi)]);
  }
  return cases;
}

// n = 2 * 10^5: the all-pairs loop does 2 * 10^10 XORs.
export function large(rng) {
  const n = 200000;
  return [
    [rng.intArray(n, 0, MAX)],
    [rng.intArray(n, 0, 1 << 20)],
    [Array.from({ length: n }, (_, i) => MAX - i)],
  ];
}
