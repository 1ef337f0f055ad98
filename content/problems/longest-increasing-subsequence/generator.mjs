export default function generate(rng) {
  const cases = [
    [[5]],
    [[-10000]],
    [[1, 2]],
    [[2, 1]],
    [[3, 3]],
    [Array.from({ length: 2500 }, (_, i) => i - 1250)],
    [Array.from({ length: 2500 }, (_, i) => 1250 - i)],
    [Array(2500).fill(10000)],
    [[1, 3, 6, 7, 9, 4, 10, 5, 6]],
    [[4, 10, 4, 3, 8, 9]],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 2500);
    const span = rng.pick([5, 100, 10000]);
    cases.push([rng.intArray(n, -span, span)]);
  }
  return cases;
}
