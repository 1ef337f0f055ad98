// Values and target both stay in LeetCode's [-10^4, 10^4].
const clamp = (v) => Math.max(-10000, Math.min(10000, v));
export default function generate(rng) {
  const build = (m, n, lo = -10000, maxStep = 5) => {
    const out = [];
    let v = lo;
    for (let r = 0; r < m; r++) {
      const row = [];
      for (let c = 0; c < n; c++) {
        row.push(v);
        v += c === n - 1 ? rng.int(1, maxStep) : rng.int(0, maxStep);
      }
      out.push(row);
    }
    return out;
  };
  const cases = [
    [[[1]], 1], [[[1]], 0], [[[1]], 2], [[[1, 3]], 3], [[[1], [3]], 3], [[[1], [3]], 2], [[[1, 1, 1], [2, 2, 2]], 2],
    [[[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 60], [[[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 0],
    [[[-10000, 10000]], 10000],
  ];
  for (let k = 0; k < 12; k++) {
    const m = rng.int(1, 40), n = rng.int(1, 40);
    const mat = build(m, n, rng.int(-10000, -5000), 3);
    const flat = mat.flat();
    cases.push([mat, rng.bool() ? rng.pick(flat) : clamp(rng.int(flat[0] - 5, flat[flat.length - 1] + 5))]);
  }
  const big = build(100, 100, -9999, 2);
  cases.push([big, big[99][99]], [big, big[0][0] - 1], [big, big[50][0] - 1]);
  return cases;
}
