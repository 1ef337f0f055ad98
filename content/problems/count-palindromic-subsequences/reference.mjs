export default function solve(s) {
  const n = s.length, M = 1000000007;
  let next = new Array(n).fill(0); // row i+1
  for (let i = n - 1; i >= 0; i--) {
    const cur = new Array(n).fill(0);
    cur[i] = 1;
    for (let j = i + 1; j < n; j++) {
      const inner = j - 1 >= i + 1 ? next[j - 1] : 0;
      cur[j] = s[i] === s[j] ? (next[j] + cur[j - 1] + 1) % M : (next[j] + cur[j - 1] - inner + M) % M;
    }
    next = cur;
  }
  return next[n - 1];
}
