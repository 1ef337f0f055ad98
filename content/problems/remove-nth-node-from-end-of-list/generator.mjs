export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[1, 2], 1],
    [[1, 2], 2],
    [[0, 0, 0], 2],
    [[1, 2, 3], 3],
    [[100, 0, 100], 1],
    [Array.from({ length: 1000 }, (_, i) => i % 101), 1000],
    [Array.from({ length: 1000 }, (_, i) => i % 101), 1],
    [Array.from({ length: 1000 }, (_, i) => i % 101), 500],
  ];
  while (cases.length < 26) {
    const sz = rng.int(1, rng.bool() ? 10 : 1000);
    cases.push([rng.intArray(sz, 0, 100), rng.int(1, sz)]);
  }
  return cases;
}
