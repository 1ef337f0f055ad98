export default function generate(rng) {
  const cases = [
    [[], 0],
    [[], 50],
    [[1], 1],
    [[1], 2],
    [[7, 7, 7, 7], 7],
    [[7, 7, 1, 7, 7], 7],
    [[1, 2, 3], 0],
    [[1, 2, 2, 1], 2],
    [[1, 2, 3, 3], 3],
    [Array.from({ length: 5000 }, (_, i) => (i % 3) + 1), 2],
    [Array.from({ length: 5000 }, () => 50), 50],
  ];
  while (cases.length < 25) {
    const n = rng.int(0, rng.bool() ? 15 : 2000);
    const k = rng.int(1, rng.bool() ? 3 : 50);
    cases.push([rng.intArray(n, 1, k), rng.int(0, k)]);
  }
  return cases;
}

/** 10^4 nodes, the stated maximum: every node removed, every other node removed, and none removed. */
export function large(rng) {
  const n = 10000;
  return [
    [Array(n).fill(7), 7],
    [Array.from({ length: n }, (_, i) => (i % 2 ? 50 : 1)), 50],
    [rng.intArray(n, 1, 49), 50],
  ];
}
