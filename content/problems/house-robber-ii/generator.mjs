export default function generate(rng) {
  const cases = [
    [[0]],
    [[1000]],
    [[7, 4]],
    [[5, 5]],
    [[1, 0, 1]],
    [[5, 1, 1, 5]],
    [Array(100).fill(1000)],
    [Array(99).fill(1000)],
    [[0, 0, 0, 0, 0]],
  ];
  while (cases.length < 26) cases.push([rng.intArray(rng.int(1, 100), 0, rng.pick([3, 1000]))]);
  return cases;
}
