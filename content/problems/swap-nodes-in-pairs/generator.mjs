export default function generate(rng) {
  const cases = [
    [[]],
    [[1]],
    [[1, 2]],
    [[0, 0, 0]],
    [[1, 2, 3, 4, 5, 6]],
    [[100, 0, 100, 0, 100]],
    [Array.from({ length: 500 }, (_, i) => i % 101)],
    [Array.from({ length: 499 }, (_, i) => i % 101)],
  ];
  while (cases.length < 25) {
    const n = rng.int(0, rng.bool() ? 12 : 500);
    cases.push([rng.intArray(n, 0, 100)]);
  }
  return cases;
}
