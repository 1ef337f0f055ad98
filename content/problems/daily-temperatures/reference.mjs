export default function solve(temperatures) {
  // next-warmer via per-temperature "next occurrence" table (values 30..100), scanning right to left
  const n = temperatures.length;
  const next = new Array(101).fill(Infinity);
  const ans = new Array(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let best = Infinity;
    for (let t = temperatures[i] + 1; t <= 100; t++) best = Math.min(best, next[t]);
    ans[i] = best === Infinity ? 0 : best - i;
    next[temperatures[i]] = i;
  }
  return ans;
}
