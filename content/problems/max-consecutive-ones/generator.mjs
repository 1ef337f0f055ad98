// LeetCode 485: 1 <= n <= 10^5, each value 0 or 1.
export default function generate(rng) {
  const cases = [[[0]], [[1]], [[0, 0]], [[1, 1]], [[1, 0]], [[0, 1]], [[0, 1, 1, 0, 1, 1, 1]], [[1, 1, 1, 0, 1, 1]], [Array(5000).fill(0)], [Array(5000).fill(1)]];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 5000);
    const p = rng.pick([0.2, 0.5, 0.8, 0.97]);
    cases.push([Array.from({ length: n }, () => (rng.float() < p ? 1 : 0))]);
  }
  return cases;
}

// n = 10^5, almost all ones: restarting the count at every index walks to the end each time.
export function large(rng) {
  const n = 100000;
  const ones = Array(n).fill(1);
  const lastZero = Array(n).fill(1);
  lastZero[n - 1] = 0;
  const firstZero = Array(n).fill(1);
  firstZero[0] = 0;
  const rare = Array.from({ length: n }, () => (rng.float() < 0.9999 ? 1 : 0));
  return [[ones], [lastZero], [firstZero], [rare]];
}
