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
  const big = rng.intArray(30000, 1, 10000);
  cases.push([rng.int(1000000, 100000000), big]);
  cases.push([15000, Array(30000).fill(1)]);
  return cases;
}
