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
    [Array(2000).fill(0), 0],
    [Array(2000).fill(1000), 1000000],
    [Array(2000).fill(-1000), -1000000],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 20), -3, 3), rng.int(-4, 4)]);
  for (let k = 0; k < 3; k++) cases.push([rng.intArray(rng.int(100, 2000), -20, 20), rng.int(-30, 30)]);
  cases.push([rng.intArray(2000, -1000, 1000), rng.int(-2000, 2000)]);
  cases.push([rng.intArray(2000, -2, 2), 0]);
  cases.push([rng.intArray(2000, 0, 1000), 10000000]);
  return cases;
}

/** n = 2 * 10^4, the stated maximum, with k at both ends of its range and the most matching subarrays (all zeros). */
export function large(rng) {
  const n = 20000;
  return [
    [Array(n).fill(0), 0],
    [Array(n).fill(1000), 10000000],
    [Array(n).fill(-1000), -10000000],
    [rng.intArray(n, -1000, 1000), rng.int(-2000, 2000)],
    [rng.intArray(n, -2, 2), 0],
  ];
}
