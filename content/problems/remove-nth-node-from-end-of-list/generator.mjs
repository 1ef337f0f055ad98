// LeetCode's bounds: 1 <= sz <= 30 nodes, values in [0, 100], 1 <= n <= sz.
export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[1, 2], 1],
    [[1, 2], 2],
    [[0, 0, 0], 2],
    [[1, 2, 3], 3],
    [[100, 0, 100], 1],
    [Array.from({ length: 30 }, (_, i) => i * 3), 30],
    [Array.from({ length: 30 }, (_, i) => i * 3), 1],
    [Array.from({ length: 30 }, (_, i) => 100 - i), 15],
  ];
  while (cases.length < 26) {
    const sz = rng.int(1, rng.bool() ? 10 : 30);
    cases.push([rng.intArray(sz, 0, 100), rng.int(1, sz)]);
  }
  return cases;
}
