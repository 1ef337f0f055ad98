export default function generate(rng) {
  const cases = [
    [[5]],
    [[0]],
    [[1, 2]],
    [[2, 1]],
    [[3, 3, 3, 3]],
    [[0, 10000]],
    [[10000, 0]],
    [[2, 4, 1]],
    [[3, 2, 6, 5, 0, 3]],
    [[2, 1, 2, 1, 0, 1, 2]],
    [[1, 2, 4, 2, 5, 7, 2, 4, 9, 0]],
    [Array.from({ length: 3000 }, (_, i) => 9 - Math.floor(i / 334))],
    [Array.from({ length: 3000 }, (_, i) => Math.floor(i / 2))],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(2, 20), 0, 20)]);
  for (let k = 0; k < 4; k++) cases.push([rng.intArray(rng.int(100, 3000), 0, 10000)]);
  cases.push([rng.intArray(3000, 0, 10000)]);
  return cases;
}

/** n = 10^5: comparing every buy day with every later sell day costs n^2 / 2 = 5 * 10^9 steps. */
export function large(rng) {
  const n = 100000;
  return [
    [Array.from({ length: n }, (_, i) => 10000 - Math.floor(i / 10))],
    [Array.from({ length: n }, (_, i) => Math.floor(i / 10))],
    [rng.intArray(n, 0, 10000)],
    [Array(n).fill(7)],
  ];
}
