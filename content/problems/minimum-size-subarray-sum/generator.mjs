export default function generate(rng) {
  const cases = [
    [1, [1]], [2, [1]], [5, [5]], [3, [1, 1, 1]], [4, [1, 1, 1]], [1000000000, [10000, 10000]], [15, [1, 2, 3, 4, 5]], [16, [1, 2, 3, 4, 5]],
    [4, [1, 4, 4]], [11, [1, 1, 1, 1, 1, 1, 1, 1]], [10000, [1, 9999, 1, 10000]],
  ];
  for (let k = 0; k < 12; k++) {
    const n = rng.int(1, 2000);
    const nums = rng.intArray(n, 1, rng.pick([10, 100, 10000]));
    const sum = nums.reduce((a, b) => a + b, 0);
    const target = rng.int(1, Math.max(1, Math.floor(sum * rng.pick([0.01, 0.1, 0.5, 1.1]))));
    cases.push([target, nums]);
  }
  const big = rng.intArray(3000, 1, 10000);
  cases.push([rng.int(1000000, 10000000), big]);
  cases.push([1500, Array(3000).fill(1)]);
  return cases;
}

/**
 * n = 10^5 where a valid window is long or missing: extending a window from every start until it reaches the target
 * costs up to n^2 / 2 = 5 * 10^9 additions.
 */
export function large(rng) {
  const n = 100000;
  const random = rng.intArray(n, 1, 10000);
  const total = random.reduce((a, b) => a + b, 0);
  return [
    [1000000000, Array(n).fill(1)],
    [n, Array(n).fill(1)],
    [Math.floor(total * 0.6), random],
    [1000000000, Array(n).fill(10000)],
  ];
}
