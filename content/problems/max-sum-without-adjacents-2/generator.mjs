// GfG: 1 <= n <= 10^6, 1 <= arr[i] <= 10^4. tests.json keeps n small for the plain recursion.
export default function generate(rng) {
  const cases = [
    [[1]],
    [[10000]],
    [[5, 1]],
    [[1, 1, 1]],
    [[10000, 10000, 10000, 10000]],
    [[1, 10000, 1, 1, 10000, 1]],
    [[10000, 1, 1, 10000, 1, 1, 10000]],
    [Array(24).fill(7)],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, 24);
    cases.push([rng.intArray(n, 1, rng.pick([3, 100, 10000]))]);
  }
  return cases;
}

// n = 10^6: the three-way recursion makes about 1.84^n calls.
export function large(rng) {
  return [[rng.intArray(1000000, 1, 10000)], [Array(1000000).fill(10000)]];
}
