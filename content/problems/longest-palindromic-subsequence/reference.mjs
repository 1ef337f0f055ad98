export default function solve(s) {
  const n = s.length;
  let next = new Array(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    const cur = new Array(n).fill(0);
    cur[i] = 1;
    for (let j = i + 1; j < n; j++) cur[j] = s[i] === s[j] ? next[j - 1] + 2 : Math.max(next[j], cur[j - 1]);
    next = cur;
  }
  return next[n - 1];
}
