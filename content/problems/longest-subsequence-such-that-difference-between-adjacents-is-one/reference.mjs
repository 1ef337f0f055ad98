export default function solve(arr) {
  const best = new Map();
  let ans = 0;
  for (const v of arr) {
    const cur = 1 + Math.max(best.get(v - 1) ?? 0, best.get(v + 1) ?? 0);
    if (cur > (best.get(v) ?? 0)) best.set(v, cur);
    if (cur > ans) ans = cur;
  }
  return ans;
}
