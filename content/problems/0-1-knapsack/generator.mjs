// GfG: 1 <= n <= 1000, 1 <= W, wt[i], val[i] <= 1000.
export default function generate(rng) {
  const cases = [
    [1, [1], [1]],
    [1000, [1000], [1000]],
    [1, [1000], [2]],
    [1000, [1, 1], [1000, 1]],
    [10, [5, 5, 5], [5, 5, 5]],
    [7, [6, 5, 5], [4, 3, 3]],
    [50, [60, 100, 120], [10, 20, 30]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, 18);
    const hi = rng.pick([10, 100, 1000]);
    cases.push([rng.int(1, rng.pick([10, 100, 1000])), rng.intArray(n, 1, 1000), rng.intArray(n, 1, hi)]);
  }
  return cases;
}

// n = W = 1000 with many light items: the take/skip recursion branches on almost every item.
export function large(rng) {
  return [
    [1000, rng.intArray(1000, 1, 1000), rng.intArray(1000, 1, 20)],
    [1000, rng.intArray(1000, 1, 1000), rng.intArray(1000, 1, 1000)],
    [1000, Array(1000).fill(1000), Array(1000).fill(1)],
  ];
}
