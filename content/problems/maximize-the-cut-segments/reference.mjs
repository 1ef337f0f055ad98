export default function solve(n, x, y, z) {
  const best = new Array(n + 1).fill(-1);
  best[0] = 0;
  for (let L = 1; L <= n; L++)
    for (const c of [x, y, z]) if (c <= L && best[L - c] >= 0) best[L] = Math.max(best[L], best[L - c] + 1);
  return Math.max(best[n], 0);
}
