export default function solve(s) {
  // straightforward O(n * A) reference: for each start, extend until a repeat
  let best = 0;
  const n = s.length;
  let right = 0;
  const inWin = new Set();
  for (let left = 0; left < n; left++) {
    while (right < n && !inWin.has(s[right])) inWin.add(s[right++]);
    best = Math.max(best, right - left);
    inWin.delete(s[left]);
  }
  return best;
}
