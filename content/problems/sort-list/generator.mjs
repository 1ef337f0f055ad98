export default function generate(rng) {
  const cases = [
    [[]],
    [[7]],
    [[2, 1]],
    [[1, 2]],
    [[3, 3, 3]],
    [[-100000, 100000, 0]],
    [[5, 4, 3, 2, 1]],
    [Array.from({ length: 8000 }, (_, i) => 4000 - i)],
    [Array.from({ length: 8000 }, (_, i) => i % 7)],
    [rng.intArray(8000, -100000, 100000)],
  ];
  while (cases.length < 25) {
    const n = rng.int(0, rng.bool() ? 15 : 2000);
    cases.push([rng.intArray(n, rng.bool() ? -5 : -100000, rng.bool() ? 5 : 100000)]);
  }
  return cases;
}
