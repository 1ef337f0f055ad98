export default function solve(startTime, endTime, profit) {
  const n = startTime.length;
  const idx = Array.from({ length: n }, (_, i) => i).sort((a, b) => endTime[a] - endTime[b]);
  const ends = idx.map((i) => endTime[i]);
  const best = new Array(n + 1).fill(0);
  for (let k = 1; k <= n; k++) {
    const i = idx[k - 1];
    let lo = 0, hi = k - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid] <= startTime[i]) lo = mid + 1;
      else hi = mid;
    }
    best[k] = Math.max(best[k - 1], profit[i] + best[lo]);
  }
  return best[n];
}
