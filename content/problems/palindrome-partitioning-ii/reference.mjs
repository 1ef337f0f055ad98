export default function solve(s) {
  const n = s.length;
  const cut = new Array(n);
  for (let j = 0; j < n; j++) cut[j] = j;
  for (let c = 0; c < n; c++) {
    for (const [a, b] of [
      [c, c],
      [c, c + 1],
    ]) {
      let l = a;
      let r = b;
      while (l >= 0 && r < n && s[l] === s[r]) {
        const v = l === 0 ? 0 : cut[l - 1] + 1;
        if (v < cut[r]) cut[r] = v;
        l--;
        r++;
      }
    }
  }
  return cut[n - 1];
}
