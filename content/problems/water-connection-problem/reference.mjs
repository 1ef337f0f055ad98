export default function solve(n, p, a, b, d) {
  const next = new Array(n + 1).fill(0);
  const width = new Array(n + 1).fill(0);
  const hasIn = new Array(n + 1).fill(false);
  for (let i = 0; i < p; i++) {
    next[a[i]] = b[i];
    width[a[i]] = d[i];
    hasIn[b[i]] = true;
  }
  const out = [];
  for (let h = 1; h <= n; h++) {
    if (hasIn[h] || next[h] === 0) continue;
    let cur = h;
    let narrow = Infinity;
    while (next[cur] !== 0) {
      narrow = Math.min(narrow, width[cur]);
      cur = next[cur];
    }
    out.push([h, cur, narrow]);
  }
  return out;
}
