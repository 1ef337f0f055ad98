// LeetCode's bounds: 1..100 nodes, values in [1, 100].
export default function generate(rng) {
  const cases = [
    [[1]],
    [[100]],
    [[1, 2]],
    [[1, 2, 3]],
    [[5, 5, 5, 5]],
    [[1, 100, 1]],
    [Array.from({ length: 100 }, (_, i) => i + 1)],
    [Array.from({ length: 99 }, (_, i) => 100 - i)],
  ];
  while (cases.length < 24) {
    const n = rng.int(1, rng.bool() ? 12 : 100);
    cases.push([rng.intArray(n, 1, 100)]);
  }
  return cases;
}
