export default function nthRoot(n, m) {
  let lo = 1;
  let hi = m;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    let p = 1n;
    const b = BigInt(mid);
    const M = BigInt(m);
    for (let i = 0; i < n && p <= M; i++) p *= b;
    if (p === M) return mid;
    if (p > M) hi = mid - 1;
    else lo = mid + 1;
  }
  return -1;
}
