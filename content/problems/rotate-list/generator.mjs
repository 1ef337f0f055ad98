export default function generate(rng) {
  const cases = [
    [[], 0],
    [[], 2000000000],
    [[1], 0],
    [[1], 99],
    [[1, 2], 1],
    [[1, 2], 2],
    [[1, 2, 3], 0],
    [[1, 2, 3], 3],
    [[1, 2, 3], 2000000000],
    [[-100, 100, -100, 100], 5],
    [Array.from({ length: 500 }, (_, i) => (i % 201) - 100), 499],
    [Array.from({ length: 500 }, (_, i) => (i % 201) - 100), 1999999999],
  ];
  while (cases.length < 26) {
    const n = rng.int(0, rng.bool() ? 10 : 500);
    const k = rng.pick([rng.int(0, 2 * n + 2), rng.int(0, 2000000000)]);
    cases.push([rng.intArray(n, -100, 100), k]);
  }
  return cases;
}
