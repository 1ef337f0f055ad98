export default function generate(rng) {
  const cases = [
    [[1], 1], [[1], 1000000000], [[1000000000], 1], [[1000000000], 1000000000], [[5, 5, 5], 3], [[5, 5, 5], 15], [[5, 5, 5], 14],
    [[312884470], 312884469], [[805306368, 805306368, 805306368], 1000000000], [[2, 2], 3],
  ];
  for (let k = 0; k < 12; k++) {
    const n = rng.int(1, 2000);
    const piles = rng.intArray(n, 1, rng.pick([10, 1000, 1000000000]));
    const total = piles.reduce((a, b) => a + b, 0);
    const h = Math.min(1000000000, rng.int(n, Math.max(n, Math.min(total, n * rng.pick([1, 2, 5, 100])))));
    cases.push([piles, h]);
  }
  const big = rng.intArray(10000, 1, 1000000000);
  cases.push([big, 10000]);
  cases.push([rng.intArray(3000, 1, 1000000000), 1000000000]);
  cases.push([Array(2000).fill(1000000000), 999999999]);
  return cases;
}
