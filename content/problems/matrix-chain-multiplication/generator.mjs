// GfG: 2 <= arr.length <= 100, 1 <= arr[i] <= 200.
export default function generate(rng) {
  const cases = [[[1, 1]], [[200, 200]], [[1, 200, 1]], [[200, 1, 200]], [[200, 200, 200]], [[10, 20, 30]], [[40, 20, 30, 10, 30]], [[10, 20, 30, 40, 30]], [Array(12).fill(200)]];
  while (cases.length < 30) {
    const n = rng.int(2, 12);
    cases.push([rng.intArray(n, 1, rng.pick([5, 50, 200]))]);
  }
  return cases;
}

// 100 sizes: the interval DP needs ~1.7 * 10^5 steps, plain recursion never finishes.
export function large(rng) {
  return [[Array(100).fill(200)], [rng.intArray(100, 1, 200)], [Array.from({ length: 100 }, (_, i) => (i % 2 ? 1 : 200))]];
}
