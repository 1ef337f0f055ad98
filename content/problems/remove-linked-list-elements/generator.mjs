export default function generate(rng) {
  const cases = [
    [[], 0],
    [[], 50],
    [[1], 1],
    [[1], 2],
    [[7, 7, 7, 7], 7],
    [[7, 7, 1, 7, 7], 7],
    [[1, 2, 3], 0],
    [[1, 2, 2, 1], 2],
    [[1, 2, 3, 3], 3],
    [Array.from({ length: 5000 }, (_, i) => (i % 3) + 1), 2],
    [Array.from({ length: 5000 }, () => 50), 50],
  ];
  while (cases.length < 25) {
    const n = rng.int(0, rng.bool() ? 15 : 2000);
    const k = rng.int(1, rng.bool() ? 3 : 50);
    cases.push([rng.intArray(n, 1, k), rng.int(0, k)]);
  }
  return cases;
}
