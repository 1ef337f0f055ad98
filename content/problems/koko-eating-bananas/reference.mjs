export default function solve(piles, h) {
  const hours = (k) => {
    let t = 0;
    for (const p of piles) t += Math.ceil(p / k);
    return t;
  };
  let lo = 1, hi = Math.max(...piles);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (hours(mid) <= h) hi = mid; else lo = mid + 1;
  }
  // sanity: minimality
  if (hours(lo) > h || (lo > 1 && hours(lo - 1) <= h)) throw new Error('koko reference bug');
  return lo;
}
