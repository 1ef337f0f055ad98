export default function solve(s, p) {
  const n = s.length, m = p.length;
  let prev = new Uint8Array(m + 1);
  prev[0] = 1;
  for (let j = 1; j <= m; j++) prev[j] = p[j - 1] === '*' && prev[j - 1] ? 1 : 0;
  for (let i = 1; i <= n; i++) {
    const cur = new Uint8Array(m + 1);
    for (let j = 1; j <= m; j++) {
      const c = p[j - 1];
      if (c === '*') cur[j] = cur[j - 1] || prev[j] ? 1 : 0;
      else cur[j] = prev[j - 1] && (c === '?' || c === s[i - 1]) ? 1 : 0;
    }
    prev = cur;
  }
  return prev[m] === 1;
}
