export default function solve(n) {
  const m = n + 1;
  let total = 0;
  for (let p = 1; p <= n; p *= 2) total += Math.floor(m / (2 * p)) * p + Math.max(0, (m % (2 * p)) - p);
  return total;
}
