export default function generate(rng) {
  const cases = [
    [[1], [1], 1],
    [[1000], [1000], 1],
    [[1, 1000], [1000, 1], 2],
    [[5, 5, 5], [5, 5, 5], 3],
    [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5], 5],
    [[5, 4, 3, 2, 1], [1, 1, 1, 1, 1], 5],
    [[7, 1, 7], [2, 9, 2], 1],
    [[1, 1, 1, 1000], [1, 1, 1, 1], 4],
  ];
  for (let k = 0; k < 10; k++) {
    const n = rng.int(1, 10);
    const hi = rng.pick([3, 20, 1000]);
    cases.push([rng.intArray(n, 1, hi), rng.intArray(n, 1, hi), rng.int(1, n)]);
  }
  for (let k = 0; k < 6; k++) {
    const n = rng.int(200, 3000);
    const hi = rng.pick([10, 1000]);
    cases.push([rng.intArray(n, 1, hi), rng.intArray(n, 1, hi), rng.int(1, n)]);
  }
  return cases;
}

/** N = C = 10^5, where forming all N^2 sums is hopeless: random values, and all-equal arrays. */
export function large(rng) {
  const n = 100000;
  return [
    [rng.intArray(n, 1, 1000), rng.intArray(n, 1, 1000), n],
    [new Array(n).fill(1000), new Array(n).fill(1), n],
    [Array.from({ length: n }, (_, i) => 1 + (i % 1000)), rng.intArray(n, 1, 1000), rng.int(90000, n)],
  ];
}
