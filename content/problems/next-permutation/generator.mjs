// LeetCode 31: 1 <= n <= 100, 0 <= nums[i] <= 100.
export default function generate(rng) {
  const cases = [
    [[0]],
    [[100]],
    [[1, 2]],
    [[2, 1]],
    [[5, 5]],
    [[1, 3, 2]],
    [[2, 3, 1]],
    [[1, 5, 1]],
    [[3, 3, 2, 2, 1]],
    [[0, 100, 100, 0]],
    [Array.from({ length: 100 }, (_, i) => 100 - i)],
    [Array.from({ length: 100 }, (_, i) => i)],
    [Array(100).fill(7)],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 8 : 100);
    const hi = rng.pick([2, 5, 100]);
    const a = rng.intArray(n, 0, hi);
    // often end with a long non-increasing tail so the pivot sits far left
    if (rng.bool()) {
      const k = rng.int(0, n);
      const tail = a.slice(k).sort((x, y) => y - x);
      cases.push([[...a.slice(0, k), ...tail]]);
    } else cases.push([a]);
  }
  return cases;
}

// Long strictly decreasing tails: brute-force enumeration of arrangements never finishes.
export function large(rng) {
  const dec = Array.from({ length: 100 }, (_, i) => 100 - i);
  const tail = [rng.int(0, 10), ...Array.from({ length: 99 }, (_, i) => 100 - i)];
  const mixed = Array.from({ length: 100 }, (_, i) => (i < 50 ? i : 149 - i));
  return [[dec], [tail], [mixed]];
}
