export default function solve(arr) {
  const n = arr.length;
  const h = Math.floor(n / 2);
  const total = arr.reduce((a, b) => a + b, 0);
  let best = Infinity;
  const go = (i, taken, sum) => {
    if (taken === h) {
      best = Math.min(best, Math.abs(total - 2 * sum));
      return;
    }
    if (n - i < h - taken) return;
    go(i + 1, taken + 1, sum + arr[i]);
    go(i + 1, taken, sum);
  };
  go(0, 0, 0);
  return best;
}
