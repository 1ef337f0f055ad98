// LeetCode's bounds: 0..100 nodes, values in [0, 100].
export default function generate(rng) {
  const cases = [
    [[]],
    [[1]],
    [[1, 2]],
    [[0, 0, 0]],
    [[1, 2, 3, 4, 5, 6]],
    [[100, 0, 100, 0, 100]],
    [Array.from({ length: 100 }, (_, i) => i + 1)],
    [Array.from({ length: 99 }, (_, i) => 100 - i)],
  ];
  while (cases.length < 25) {
    const n = rng.int(0, rng.bool() ? 12 : 100);
    cases.push([rng.intArray(n, 0, 100)]);
  }
  return cases;
}
