export default function generate(rng) {
  const cases = [
    [[0]],
    [[400]],
    [[5, 9]],
    [[9, 5]],
    [[0, 0, 0, 0]],
    [Array(100).fill(400)],
    [Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? 400 : 0))],
    [[2, 1, 1, 2]],
  ];
  while (cases.length < 26) cases.push([rng.intArray(rng.int(1, 100), 0, rng.pick([3, 400]))]);
  return cases;
}
