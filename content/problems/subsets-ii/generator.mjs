// LeetCode 90: 1 <= n <= 10, -10 <= nums[i] <= 10.
export default function generate(rng) {
  const cases = [
    [[-10]],
    [[10]],
    [[1, 1]],
    [[3, 1]],
    [[4, 4, 4, 1, 4]],
    [Array(10).fill(0)],
    [Array.from({ length: 10 }, (_, i) => i - 5)],
    [[-10, 10, -10, 10, 0, 0, 5, 5, 5, 5]],
    [[2, 1, 2, 1, 3]],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, 10);
    const span = rng.pick([1, 2, 3, 10]);
    cases.push([rng.intArray(n, -span, span)]);
  }
  return cases;
}

export function large(rng) {
  return [[Array.from({ length: 10 }, (_, i) => 10 - 2 * i)], [rng.intArray(10, -10, 10)], [[7, 7, 7, 7, 7, 3, 3, 3, -3, -3]]];
}
