export default function solve(W, val, wt) {
  const best = new Array(W + 1).fill(0);
  for (let i = 0; i < val.length; i++)
    for (let c = W; c >= wt[i]; c--) best[c] = Math.max(best[c], best[c - wt[i]] + val[i]);
  return best[W];
}
