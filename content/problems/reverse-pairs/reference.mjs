export default function solve(nums) {
  const a = nums.slice();
  const buf = new Array(a.length);
  let count = 0;
  const sort = (lo, hi) => {
    if (hi - lo < 2) return;
    const mid = (lo + hi) >> 1;
    sort(lo, mid);
    sort(mid, hi);
    let p = mid;
    for (let i = lo; i < mid; i++) {
      while (p < hi && a[i] > 2 * a[p]) p++;
      count += p - mid;
    }
    let i = lo, j = mid, k = lo;
    while (i < mid || j < hi) buf[k++] = j >= hi || (i < mid && a[i] <= a[j]) ? a[i++] : a[j++];
    for (let t = lo; t < hi; t++) a[t] = buf[t];
  };
  sort(0, a.length);
  return count;
}
