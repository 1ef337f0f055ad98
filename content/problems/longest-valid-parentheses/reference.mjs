export default function solve(s) {
  const n = s.length;
  const dp = new Array(n).fill(0);
  let best = 0;
  for (let i = 1; i < n; i++) {
    if (s[i] !== ')') continue;
    if (s[i - 1] === '(') dp[i] = (i >= 2 ? dp[i - 2] : 0) + 2;
    else {
      const j = i - dp[i - 1] - 1;
      if (j >= 0 && s[j] === '(') dp[i] = dp[i - 1] + 2 + (j >= 1 ? dp[j - 1] : 0);
    }
    best = Math.max(best, dp[i]);
  }
  return best;
}
