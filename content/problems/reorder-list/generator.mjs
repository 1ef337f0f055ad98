export default function generate(rng) {
  const cases = [
    [[1]],
    [[1, 2]],
    [[1, 2, 3]],
    [[5, 5, 5, 5]],
    [[1000, 1, 1000, 1, 1000]],
    [Array.from({ length: 12000 }, (_, i) => (i % 1000) + 1)],
    [Array.from({ length: 11999 }, (_, i) => 1000 - (i % 1000))],
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push([rng.intArray(n, 1, 1000)]);
  }
  return cases;
}
