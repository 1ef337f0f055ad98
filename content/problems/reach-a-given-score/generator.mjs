// 1 <= n <= 10^6 (answers need 64 bits). tests.json keeps n small enough for enumerating the combinations.
export default function generate(rng) {
  const cases = [[1], [2], [3], [4], [5], [6], [7], [9], [10], [11], [15], [30], [1000], [9999], [10000]];
  while (cases.length < 30) cases.push([rng.int(1, rng.pick([50, 1000, 10000]))]);
  return cases;
}

// n near 10^6: more than 3 * 10^9 combinations to enumerate one by one.
export function large(rng) {
  return [[1000000], [rng.int(950000, 999999)], [999999]];
}
