export default function solve(s, wordDict) {
  const words = new Set(wordDict);
  const n = s.length;
  const ok = Array(n + 1).fill(false);
  ok[0] = true;
  for (let i = 1; i <= n; i++) {
    for (let j = 0; j < i && !ok[i]; j++) if (ok[j] && words.has(s.slice(j, i))) ok[i] = true;
  }
  return ok[n];
}
