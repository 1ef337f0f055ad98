export default function generate(rng) {
  const cases = [
    [[0]],
    [[100]],
    [[7]],
    [[0, 0, 0]],
    [[100, 100]],
    [[1, 1, 1, 1]],
    [[9, 76, 64, 21]],
    [[8, 2, 6, 8, 9, 8, 1, 4, 1, 5, 3, 0, 7, 7, 0, 4, 2, 2]],
    [Array(120).fill(100)],
    [Array.from({ length: 100 }, (_, i) => i % 101)],
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.float() < 0.75 ? 20 : 80);
    cases.push([rng.intArray(n, 0, rng.pick([9, 100]))]);
  }
  return cases;
}

/** n = 300, the stated maximum, where the interval DP does the most work: random values and all at the top value. */
export function large(rng) {
  return [[rng.intArray(300, 0, 100)], [Array(300).fill(100)]];
}
