export default function generate(rng) {
  const cases = [
    [[0]], [[10000]], [[1, 1]], [[2, 4]], [[4, 2]], [[0, 0, 0]], [[1, 2, 3, 4, 5]], [[5, 4, 3, 2, 1]], [[2, 1, 2]], [[4, 2, 0, 3, 2, 5]],
    [[6, 2, 5, 4, 5, 1, 6]], [[3, 6, 5, 7, 4, 8, 1, 0]], [[0, 10000, 0]],
  ];
  for (let k = 0; k < 12; k++) cases.push([rng.intArray(rng.int(1, 1000), 0, rng.pick([3, 100, 10000]))]);
  cases.push([Array(3000).fill(10000)]);
  cases.push([Array.from({ length: 3000 }, (_, i) => i % 1500)]);
  cases.push([Array.from({ length: 3000 }, (_, i) => 10000 - i)]);
  return cases;
}

/** n = 10^5: all-equal and sorted bars make every per-bar expansion, and every pair of ends, cost n^2 / 2. */
export function large(rng) {
  const n = 100000;
  return [
    [Array(n).fill(10000)],
    [Array.from({ length: n }, (_, i) => Math.floor(i / 10))],
    [Array.from({ length: n }, (_, i) => 10000 - Math.floor(i / 10))],
    [rng.intArray(n, 0, 10000)],
  ];
}
