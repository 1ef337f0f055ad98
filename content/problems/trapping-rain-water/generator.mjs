export default function generate(rng) {
  const cases = [
    [[0]],
    [[100000]],
    [[5, 5]],
    [[3, 0, 3]],
    [[0, 0, 0]],
    [[1, 2, 3, 4, 5]],
    [[5, 4, 3, 2, 1]],
    [[5, 1, 5, 1, 5]],
    [[2, 0, 2, 0, 1]],
    [[4, 2, 3]],
    [[0, 5, 0, 0, 0, 0, 2]],
    [[100000, ...Array(1998).fill(0), 100000]],
    [Array.from({ length: 2000 }, (_, i) => (i % 2 ? 0 : 100000))],
    [Array.from({ length: 2000 }, (_, i) => Math.abs(1000 - i) * 100)],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 15), 0, 6)]);
  for (let k = 0; k < 3; k++) cases.push([rng.intArray(rng.int(100, 5000), 0, 100000)]);
  cases.push([rng.intArray(2000, 0, 100000)]);
  cases.push([rng.intArray(2000, 0, 3)]);
  return cases;
}

/** n = 2 * 10^4, the stated maximum: one wide basin, alternating walls, a valley and random heights. */
export function large(rng) {
  const n = 20000;
  return [
    [[100000, ...Array(n - 2).fill(0), 100000]],
    [Array.from({ length: n }, (_, i) => (i % 2 ? 0 : 100000))],
    [Array.from({ length: n }, (_, i) => Math.abs(10000 - i) * 10)],
    [rng.intArray(n, 0, 100000)],
  ];
}
