// LeetCode 60: 1 <= n <= 9, 1 <= k <= n!.
const fact = (n) => (n <= 1 ? 1 : n * fact(n - 1));
export default function generate(rng) {
  const cases = [[1, 1], [2, 1], [2, 2], [3, 6], [4, 24], [9, 1], [9, 362880], [9, 181440], [9, 40320], [9, 40321], [8, 5040], [5, 61]];
  while (cases.length < 30) {
    const n = rng.int(1, 9);
    cases.push([n, rng.int(1, fact(n))]);
  }
  return cases;
}

export function large(rng) {
  return [[9, 362880], [9, 362879], [9, rng.int(300000, 362880)]];
}
