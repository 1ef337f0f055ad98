export default function find3Numbers(arr, x) {
  const a = [...arr].sort((p, q) => p - q);
  const n = a.length;
  for (let i = 0; i < n - 2; i++) {
    let lo = i + 1;
    let hi = n - 1;
    while (lo < hi) {
      const s = a[i] + a[lo] + a[hi];
      if (s === x) return true;
      if (s < x) lo++;
      else hi--;
    }
  }
  return false;
}
