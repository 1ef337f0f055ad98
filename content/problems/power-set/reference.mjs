export default function solve(s) {
  const out = [];
  const n = s.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    let t = '';
    for (let i = 0; i < n; i++) if (mask & (1 << i)) t += s[i];
    out.push(t);
  }
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
