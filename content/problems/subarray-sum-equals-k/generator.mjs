export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[1], 0],
    [[0], 0],
    [[-1], -1],
    [[0, 0, 0, 0], 0],
    [[1, -1, 0], 0],
    [[3, 4, 7, 2, -3, 1, 4, 2], 7],
    [[1000, -1000, 1000, -1000], 0],
    [[-1, -1, 1], 0],
    [[1, 2, 1, 2, 1], 3],
    [Array(20000).fill(0), 0],
    [Array(20000).fill(1000), 10000000],
    [Array(20000).fill(-1000), -1000000],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 20), -3, 3), rng.int(-4, 4)]);
  for (let k = 0; k < 3; k++) cases.push([rng.intArray(rng.int(100, 2000), -20, 20), rng.int(-30, 30)]);
  cases.push([rng.intArray(20000, -1000, 1000), rng.int(-2000, 2000)]);
  cases.push([rng.intArray(20000, -2, 2), 0]);
  cases.push([rng.intArray(5000, 0, 1000), 10000000]);
  return cases;
}
