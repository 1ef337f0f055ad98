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
    [Array.from({ length: 10000 }, () => 1000)],
    [Array.from({ length: 9999 }, () => 1000)],
    [Array.from({ length: 10000 }, (_, i) => (i % 1000) + 1)],
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 10 : 2000);
    cases.push([rng.intArray(n, 1, rng.bool() ? 10 : 1000)]);
  }
  return cases;
}
