export default function solve(s, t) {
  const m = t.length;
  const w = [1n, ...new Array(m).fill(0n)];
  for (const ch of s) for (let j = m; j >= 1; j--) if (ch === t[j - 1]) w[j] += w[j - 1];
  return Number(w[m]);
}
