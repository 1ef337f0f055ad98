export default function generate(rng) {
  const cases = [
    [[5]],
    [[0]],
    [[1, 2]],
    [[2, 1]],
    [[3, 3, 3, 3]],
    [[0, 10000, 0, 10000]],
    [Array.from({ length: 10000 }, (_, i) => (i % 2 ? 10000 : 0))],
    [Array.from({ length: 10000 }, (_, i) => 10000 - i)],
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push([rng.intArray(n, 0, rng.pick([10, 10000]))]);
  }
  return cases;
}
