export default function getMinDiff(arr, k) {
  const a = [...arr].sort((x, y) => x - y);
  const n = a.length;
  let best = a[n - 1] - a[0];
  for (let i = 1; i < n; i++) {
    if (a[i] - k < 0) continue;
    const lo = Math.min(a[0] + k, a[i] - k);
    const hi = Math.max(a[i - 1] + k, a[n - 1] - k);
    best = Math.min(best, hi - lo);
  }
  return best;
}
