export default function solve(arr) {
  const a = [...arr];
  const n = a.length;
  for (let i = (n >> 1) - 1; i >= 0; i--) {
    let j = i;
    for (;;) {
      const l = 2 * j + 1, r = l + 1;
      let m = j;
      if (l < n && a[l] > a[m]) m = l;
      if (r < n && a[r] > a[m]) m = r;
      if (m === j) break;
      [a[m], a[j]] = [a[j], a[m]];
      j = m;
    }
  }
  return a;
}
