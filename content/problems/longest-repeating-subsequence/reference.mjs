export default function LongestRepeatingSubsequence(s) {
  const n = s.length;
  let prev = new Array(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    const cur = new Array(n + 1).fill(0);
    for (let j = 1; j <= n; j++) {
      cur[j] = s[i - 1] === s[j - 1] && i !== j ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    }
    prev = cur;
  }
  return prev[n];
}
