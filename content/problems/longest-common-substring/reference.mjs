export default function solve(s1, s2) {
  const m = s2.length;
  let prev = new Array(m + 1).fill(0), best = 0;
  for (let i = 1; i <= s1.length; i++) {
    const cur = new Array(m + 1).fill(0);
    for (let j = 1; j <= m; j++) if (s1[i - 1] === s2[j - 1]) { cur[j] = prev[j - 1] + 1; if (cur[j] > best) best = cur[j]; }
    prev = cur;
  }
  return best;
}
