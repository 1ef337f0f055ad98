// GfG: 1 <= n <= 10^3, 1 <= arr[i] <= 10^5.
export default function generate(rng) {
  const cases = [
    [[1]],
    [[100000]],
    [[5, 5, 5]],
    [[3, 2, 1]],
    [[1, 2, 3]],
    [[10, 5, 4, 3]],
    [[1, 100000, 2, 3, 4]],
    [Array.from({ length: 1000 }, (_, i) => 100000 - i)],
    [Array.from({ length: 1000 }, (_, i) => (i + 1) * 100)],
    [Array(1000).fill(100000)],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 1000);
    cases.push([rng.intArray(n, 1, rng.pick([10, 1000, 100000]))]);
  }
  return cases;
}

export function large(rng) {
  return [[rng.intArray(1000, 1, 100000)], [Array.from({ length: 1000 }, (_, i) => (i % 2 ? 100000 - i : i + 1))]];
}
