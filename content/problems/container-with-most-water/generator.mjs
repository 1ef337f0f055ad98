export default function generate(rng) {
  const cases = [
    [[0, 0]],
    [[10000, 10000]],
    [[0, 10000]],
    [[4, 3, 2, 1, 4]],
    [[1, 2, 1]],
    [[2, 3, 4, 5, 18, 17, 6]],
    [[1, 10000, 10000, 1]],
    [[1, 2, 4, 3]],
    [[0, 0, 0, 5, 0, 0]],
    [Array(3000).fill(10000)],
    [Array.from({ length: 3000 }, (_, i) => i % 10)],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(2, 15), 0, 20)]);
  for (let k = 0; k < 4; k++) cases.push([rng.intArray(rng.int(100, 3000), 0, 10000)]);
  cases.push([rng.intArray(3000, 0, 10000)]);
  cases.push([Array.from({ length: 3000 }, (_, i) => Math.min(i, 2999 - i))]);
  return cases;
}

/** n = 10^5: trying every pair of lines costs n^2 / 2 = 5 * 10^9 steps whatever the heights. */
export function large(rng) {
  const n = 100000;
  return [
    [Array(n).fill(10000)],
    [Array.from({ length: n }, (_, i) => i % 10)],
    [rng.intArray(n, 0, 10000)],
    [Array.from({ length: n }, (_, i) => Math.min(i, n - 1 - i) % 10001)],
  ];
}
