const MOD = 1000000007;

export default function countPS(s) {
  const n = s.length;
  let next = new Array(n).fill(0); // dp[i+1][*]
  for (let i = n - 1; i >= 0; i--) {
    const cur = new Array(n).fill(0);
    cur[i] = 1;
    for (let j = i + 1; j < n; j++) {
      if (s[i] === s[j]) cur[j] = (next[j] + cur[j - 1] + 1) % MOD;
      else cur[j] = (((next[j] + cur[j - 1] - (j - 1 >= i + 1 ? next[j - 1] : 0)) % MOD) + MOD) % MOD;
    }
    next = cur;
  }
  return next[n - 1];
}
