export default function generate(rng) {
  const cases = [
    [[], []],
    [[1000], []],
    [[], [1]],
    [[1], [1000]],
    [[5, 5, 5], [5, 5, 5]],
    [[1, 2, 3, 4, 5], [5, 4, 3, 2, 1]],
    [new Array(2000).fill(1000), new Array(2000).fill(1)],
    [Array.from({ length: 1500 }, (_, i) => (i % 1000) + 1), []],
  ];
  while (cases.length < 30) {
    const hi = rng.pick([2, 50, 1000]);
    cases.push([rng.intArray(rng.int(0, rng.pick([8, 3000])), 1, hi), rng.intArray(rng.int(0, rng.pick([8, 3000])), 1, hi)]);
  }
  return cases;
}

// 10^5 lines each way: scanning for the next most expensive line costs 4 * 10^10 steps.
export function large(rng) {
  return [
    [rng.intArray(100000, 1, 1000), rng.intArray(100000, 1, 1000)],
    [new Array(100000).fill(1000), new Array(100000).fill(1)],
    [rng.intArray(100000, 1, 1000), rng.intArray(95000, 1, 3)],
  ];
}
