export default function generate(rng) {
  const cases = [
    [[0]],
    [[10000, -10000]],
    [[-10000, 10000]],
    [[1, 1, 1]],
    [[3, 2, 1]],
    [[1, 2, 3]],
    [[2, 0, 1]],
    [[26, 78, 27, 100, 33, 67, 90, 23, 66, 5, 38, 7, 35, 23, 52, 22, 83, 51, 98, 69, 81, 32, 78, 28, 94, 13, 2, 97, 3, 76, 99, 51, 9, 21, 84, 66, 65, 36, 100, 41]],
    [[5, 5, 4, 4, 6, 6, 3]],
    [Array.from({ length: 3000 }, (_, i) => 10000 - i)],
    [Array.from({ length: 3000 }, (_, i) => i - 10000)],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 15), -5, 5)]);
  for (let k = 0; k < 3; k++) cases.push([rng.intArray(rng.int(100, 3000), -10000, 10000)]);
  cases.push([rng.intArray(3000, -10000, 10000)]);
  cases.push([rng.intArray(3000, -3, 3)]);
  return cases;
}

/** n = 10^5: comparing every pair is n^2 / 2 = 5 * 10^9 steps; decreasing input makes every count maximal. */
export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => 10000 - Math.floor(i / 5))],
    [Array.from({ length: n }, (_, i) => -10000 + Math.floor(i / 5))],
    [rng.intArray(n, -10000, 10000)],
    [rng.intArray(n, -3, 3)],
  ];
}
