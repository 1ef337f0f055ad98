export default function generate(rng) {
  const cases = [
    [[0]],
    [[1000000]],
    [[-1000000]],
    [[5, -5]],
    [[-1, -2, -3]],
    [[1000000, 1000000, -1000000]],
    [Array(1000).fill(1000000)],
    [Array(1000).fill(-1000000)],
    [Array.from({ length: 1000 }, (_, i) => (i % 2 ? -1000000 : 1000000))],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 20), -10, 10)]);
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 1000), -1000000, 1000000)]);
  return cases;
}
