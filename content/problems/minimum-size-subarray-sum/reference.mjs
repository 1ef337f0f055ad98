export default function solve(target, nums) {
  // prefix sums + binary search (independent of the sliding-window solutions)
  const n = nums.length;
  const P = [0];
  for (const x of nums) P.push(P[P.length - 1] + x);
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const need = P[i] + target;
    let lo = i + 1, hi = n + 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (P[mid] >= need) hi = mid; else lo = mid + 1;
    }
    if (lo <= n) best = Math.min(best, lo - i);
  }
  return best === Infinity ? 0 : best;
}
