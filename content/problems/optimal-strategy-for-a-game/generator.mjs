// GfG: 2 <= n <= 10^3 (even), 1 <= arr[i] <= 10^6.
function evenLen(rng, lo, hi) {
  return 2 * rng.int(Math.ceil(lo / 2), Math.floor(hi / 2));
}
export default function generate(rng) {
  const cases = [
    [[1, 1]],
    [[1, 1000000]],
    [[1000000, 1]],
    [[1, 1000000, 1, 1]],
    [[3, 9, 1, 2]],
    [[20, 30, 2, 2, 2, 10]],
    [Array(20).fill(1000000)],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]],
    [[9, 1, 1, 9, 9, 1, 1, 9, 9, 1, 1, 9, 9, 1, 1, 9]],
  ];
  while (cases.length < 32) {
    const n = evenLen(rng, 2, 20);
    cases.push([rng.intArray(n, 1, rng.pick([10, 1000, 1000000]))]);
  }
  return cases;
}

// n = 1000: the game tree has about 2^1000 leaves.
export function large(rng) {
  return [
    [rng.intArray(1000, 1, 1000000)],
    [Array.from({ length: 1000 }, (_, i) => 1000000 - i)],
    [Array(1000).fill(1000000)],
  ];
}
