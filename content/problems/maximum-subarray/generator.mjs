export default function generate(rng) {
  const cases = [
    [[-10000]],
    [[10000]],
    [[0]],
    [[-1, -1]],
    [[5, -10, 5]],
    [[5, -4, 5]],
    [Array(10000).fill(10000)],
    [Array(10000).fill(-10000)],
    [Array.from({ length: 10000 }, (_, i) => (i % 2 ? -10000 : 9999))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 15 : 3000);
    const bias = rng.pick([0, 0, -3000, 3000]);
    cases.push([Array.from({ length: n }, () => Math.max(-10000, Math.min(10000, rng.int(-10000, 10000) + bias)))]);
  }
  return cases;
}
