// 1 <= n <= 1000, 1 <= arr[i] <= 10^5, 1 <= k <= 10^5; answer modulo 10^9 + 7.
export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[1], 2],
    [[100000], 100000],
    [[99999], 100000],
    [[1, 1, 1], 2],
    [[2, 2, 2, 2], 16],
    [[2, 2, 2, 2], 17],
    [[100000, 100000, 1], 100000],
    [rng.intArray(1000, 2, 100000), 100000],
    [rng.intArray(1000, 50000, 100000), 100000],
    [Array(20).fill(1), 100000],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, 18);
    const hi = rng.pick([3, 10, 100, 100000]);
    cases.push([rng.intArray(n, 1, hi), rng.int(1, rng.pick([10, 1000, 100000]))]);
  }
  return cases;
}

// n = 1000 mostly ones and twos with k = 10^5: 2^1000 subsequences to enumerate, 10^8 steps for the table.
export function large(rng) {
  return [
    [Array.from({ length: 1000 }, () => (rng.float() < 0.9 ? 1 : rng.int(2, 5))), 100000],
    [Array(1000).fill(1), 100000],
    [rng.intArray(1000, 1, 3), 99991],
  ];
}
