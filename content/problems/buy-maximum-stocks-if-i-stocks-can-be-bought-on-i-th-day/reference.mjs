export default function solve(n, k, price) {
  const days = price.map((p, i) => [p, i + 1]).sort((a, b) => a[0] - b[0]);
  let budget = k;
  let shares = 0;
  for (const [p, quota] of days) {
    const take = Math.min(quota, Math.floor(budget / p));
    shares += take;
    budget -= take * p;
  }
  return shares;
}
