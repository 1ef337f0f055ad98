export default function generate(rng) {
  const cases = [
    [[[0, 1]]],
    [[[-50000, 50000]]],
    [[[1, 2], [1, 2]]],
    [[[-50000, 50000], [-50000, -49999], [49999, 50000]]],
    [[[1, 100], [11, 22], [1, 11], [2, 12]]],
    [[[0, 2], [1, 3], [2, 4], [3, 5], [4, 6]]],
    [Array.from({ length: 2000 }, (_, i) => [i - 1000, i - 999])],
    [Array.from({ length: 1500 }, () => [-50000, 50000])],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 1200);
    const span = rng.pick([10, 1000, 50000]);
    const maxLen = rng.pick([1, 5, 100, 5000]);
    const out = [];
    for (let i = 0; i < n; i++) {
      const s = rng.int(-span, span - 1);
      const e = Math.min(span, s + rng.int(1, maxLen));
      out.push([s, e]);
    }
    cases.push([out]);
  }
  return cases;
}

/** n = 10^5: the dynamic programme over all earlier intervals costs n^2 / 2 = 5 * 10^9 steps. */
export function large(rng) {
  const n = 100000;
  const random = Array.from({ length: n }, () => {
    const s = rng.int(-50000, 49999);
    return [s, Math.min(50000, s + rng.int(1, 50))];
  });
  return [
    [Array.from({ length: n }, (_, i) => [i - 50000, i - 49999])],
    [Array.from({ length: n }, () => [-50000, 50000])],
    [random],
    [Array.from({ length: n }, (_, i) => [-50000 + (i % 50000), -50000 + (i % 50000) + 2])],
  ];
}
