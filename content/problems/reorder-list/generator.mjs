export default function generate(rng) {
  const cases = [
    [[1]],
    [[1, 2]],
    [[1, 2, 3]],
    [[5, 5, 5, 5]],
    [[1000, 1, 1000, 1, 1000]],
    [Array.from({ length: 3000 }, (_, i) => (i % 1000) + 1)],
    [Array.from({ length: 2999 }, (_, i) => 1000 - (i % 1000))],
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push([rng.intArray(n, 1, 1000)]);
  }
  return cases;
}

/** 5 * 10^4 nodes, the stated maximum: walking to the current tail for every move costs n^2 / 4 steps per list. */
export function large(rng) {
  const n = 50000;
  return [
    [Array.from({ length: n }, (_, i) => (i % 1000) + 1)],
    [Array.from({ length: n - 1 }, (_, i) => 1000 - (i % 1000))],
    [rng.intArray(n, 1, 1000)],
    [Array(n).fill(1000)],
    [rng.intArray(n, 1, 1000)],
    [Array(n).fill(1)],
  ];
}
