export default function generate(rng) {
  const cases = [
    [[1]],
    [[1000]],
    [[1, 2]],
    [[1, 2, 3]],
    [[5, 5, 5, 5]],
    [[1, 1000, 1]],
    [Array.from({ length: 1000 }, (_, i) => i + 1)],
    [Array.from({ length: 999 }, (_, i) => 1000 - i)],
  ];
  while (cases.length < 24) {
    const n = rng.int(1, rng.bool() ? 12 : 1000);
    cases.push([rng.intArray(n, 1, 1000)]);
  }
  return cases;
}
