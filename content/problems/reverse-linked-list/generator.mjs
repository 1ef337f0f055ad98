export default function generate(rng) {
  const cases = [
    [[]],
    [[1]],
    [[-5000]],
    [[1, 2]],
    [[2, 2, 2, 2]],
    [[5000, -5000, 5000]],
    [[0, 0, 1]],
    [Array.from({ length: 500 }, (_, i) => i - 250)],
  ];
  while (cases.length < 24) {
    const n = rng.int(0, rng.bool() ? 20 : 500);
    cases.push([rng.intArray(n, -5000, 5000)]);
  }
  return cases;
}
