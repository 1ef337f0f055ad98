// LeetCode 1046: 1 <= stones.length <= 30, 1 <= stones[i] <= 1000.
export default function generate(rng) {
  const cases = [
    [[1]],
    [[1000]],
    [[1, 1]],
    [[1, 2]],
    [[1000, 1]],
    [[5, 5, 5]],
    [[2, 2, 2, 2]],
    [[10, 4, 2, 10]],
    [[1, 3]],
    [Array.from({ length: 30 }, () => 1000)],
    [Array.from({ length: 29 }, () => 1000)],
    [Array.from({ length: 30 }, (_, i) => i + 1)],
    [Array.from({ length: 30 }, (_, i) => 1000 - i * 33)],
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 10 : 30);
    cases.push([rng.intArray(n, 1, rng.bool() ? 10 : 1000)]);
  }
  return cases;
}
