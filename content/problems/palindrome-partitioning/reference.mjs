export default function solve(s) {
  const n = s.length;
  const pal = Array.from({ length: n }, () => Array(n).fill(false));
  for (let i = n - 1; i >= 0; i--)
    for (let j = i; j < n; j++) pal[i][j] = s[i] === s[j] && (j - i < 2 || pal[i + 1][j - 1]);
  const out = [];
  const path = [];
  const go = (start) => {
    if (start === n) {
      out.push(path.slice());
      return;
    }
    for (let e = start; e < n; e++) {
      if (!pal[start][e]) continue;
      path.push(s.slice(start, e + 1));
      go(e + 1);
      path.pop();
    }
  };
  go(0);
  return out;
}
