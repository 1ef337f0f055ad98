export default function generate(rng) {
  const seq = (n) => Array.from({ length: n }, (_, i) => (i * 7) % 1001);
  const cases = [
    [[5], 1],
    [[1, 2], 2],
    [[1, 2], 1],
    [[1, 2, 3], 2],
    [[1, 2, 3], 3],
    [[0, 0, 0, 0], 4],
    [[1, 2, 3, 4, 5], 4],
    [[1000, 0, 1000, 0, 1000, 0], 3],
    [seq(5000), 5000],
    [seq(5000), 4999],
    [seq(4999), 7],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 1500);
    const k = rng.pick([1, 2, 3, n, rng.int(1, n), rng.int(1, Math.min(n, 10))]);
    cases.push([rng.intArray(n, 0, 1000), Math.max(1, Math.min(n, k))]);
  }
  return cases;
}
