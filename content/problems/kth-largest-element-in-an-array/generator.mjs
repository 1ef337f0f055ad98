export default function generate(rng) {
  const cases = [
    [[5], 1],
    [[-10000, 10000], 1],
    [[-10000, 10000], 2],
    [[2, 2, 2, 2], 3],
    [[1, 2, 3, 4, 5], 5],
    [[5, 4, 3, 2, 1], 1],
    [[0, 0, 1, 0], 1],
    [[0, 0, 1, 0], 2],
    [Array.from({ length: 10000 }, () => 7), 6789],
    [Array.from({ length: 10000 }, (_, i) => i - 5000), 1],
    [Array.from({ length: 10000 }, (_, i) => 5000 - i), 10000],
  ];
  const big = rng.intArray(10000, -10000, 10000);
  cases.push([big, 5000]);
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const range = rng.pick([2, 50, 10000]);
    cases.push([rng.intArray(n, -range, range), rng.pick([1, n, rng.int(1, n)])]);
  }
  return cases;
}
