export default function solve(s) {
  const n = s.length;
  // O(n^2) DP: pal[i][j] for substrings; pick the longest, earliest start.
  let bestStart = 0, bestLen = 1;
  const pal = Array.from({ length: n }, () => new Uint8Array(n));
  for (let len = 1; len <= n; len++) {
    for (let i = 0; i + len - 1 < n; i++) {
      const j = i + len - 1;
      pal[i][j] = s[i] === s[j] && (len <= 2 || pal[i + 1][j - 1]) ? 1 : 0;
      if (pal[i][j] && len > bestLen) { bestLen = len; bestStart = i; }
    }
  }
  return s.slice(bestStart, bestStart + bestLen);
}
